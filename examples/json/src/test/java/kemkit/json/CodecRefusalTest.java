package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.khamul.Khamul;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A document the codec cannot take is refused with a {@link JsonFormatException} naming the field. */
class CodecRefusalTest {

  private final JsonCodec codec = new JsonCodec();

  private JsonFormatException refusal(String game, String json) {
    try {
      Playouts.presets().stream().filter(r -> r.game().equals(game)).findFirst().map(codec::game).orElseThrow()
          .action(codec.parse(json), "$");
    } catch (JsonFormatException e) {
      return e;
    }
    throw new AssertionError("accepted: " + json);
  }

  @Test
  @DisplayName("an unknown field is refused by name")
  void unknownField() {
    JsonFormatException e = refusal("kemps", "{\"type\":\"top\",\"seat\":0,\"seats\":1}");
    assertThat(e.field()).isEqualTo("$.seats");
    assertThat(e.problem()).isEqualTo("unknown field");
  }

  @Test
  @DisplayName("a field of the wrong type is refused by name")
  void wrongType() {
    assertThat(refusal("kemps", "{\"type\":\"top\",\"seat\":\"0\"}").getMessage())
        .isEqualTo("$.seat: expected a 32-bit integer, got a string");
    assertThat(refusal("khamul", "{\"type\":\"snap\",\"seat\":0,\"slot\":1.5}").field()).isEqualTo("$.slot");
    assertThat(refusal("khamul", "{\"type\":\"snap\",\"seat\":4294967296,\"slot\":1}").getMessage())
        .isEqualTo("$.seat: expected a 32-bit integer, got an integer out of range");
    assertThat(refusal("khamul", "{\"type\":\"rearrange\",\"seat\":0,\"permutation\":[0,\"1\"]}").field())
        .isEqualTo("$.permutation[1]");
  }

  @Test
  @DisplayName("C-1: a card that is not written rank then suit in capitals is refused by name")
  void badCard() {
    assertThat(refusal("kems", "{\"type\":\"exchange\",\"seat\":0,\"give\":\"2C\",\"take\":\"1Z\"}").field())
        .isEqualTo("$.take");
  }

  @Test
  @DisplayName("a missing field is refused by name")
  void missingField() {
    JsonFormatException e = refusal("kems", "{\"type\":\"exchange\",\"seat\":0,\"give\":\"2C\"}");
    assertThat(e.getMessage()).isEqualTo("$.take: missing field");
    assertThat(refusal("kems", "{\"seat\":0}").field()).isEqualTo("$.type");
  }

  @Test
  @DisplayName("C-5, §R: a rejection's rule must be a rule id of rules.md, and is kept")
  void rejectionRule() throws JsonFormatException {
    assertThat(codec.rejection(codec.parse("{\"code\":\"BARRED\",\"rule\":\"K-18\",\"message\":\"m\"}"), "$"))
        .isEqualTo(new Rejection(RejectionCode.BARRED, "K-18", "m"));
    assertThatThrownBy(() -> codec.rejection(
        codec.parse("{\"code\":\"BARRED\",\"rule\":\"K18\",\"message\":\"m\"}"), "$"))
        .isInstanceOf(JsonFormatException.class).hasMessageStartingWith("$.rule: not a rule id");
    assertThatThrownBy(() -> codec.rejection(
        codec.parse("{\"code\":\"BARRED\",\"rule\":null,\"message\":\"m\"}"), "$"))
        .isInstanceOf(JsonFormatException.class).hasMessageStartingWith("$.rule: expected a string");
  }

  @Test
  @DisplayName("an action type of another game is refused")
  void otherGame() {
    JsonFormatException e = refusal("khamul", "{\"type\":\"top\",\"seat\":0}");
    assertThat(e.field()).isEqualTo("$.type");
    assertThat(e.problem()).startsWith("unknown action type 'top'");
  }

  @Test
  @DisplayName("not JSON, duplicate keys, trailing data, too deep or too large: refused as a whole")
  void notJson() {
    for (String text : new String[] {"", "{", "{\"type\":\"top\",\"seat\":0,\"seat\":1}",
        "{\"type\":\"top\",\"seat\":0} {}", "[".repeat(100) + "]".repeat(100), "NaN"}) {
      assertThatThrownBy(() -> codec.parse(text)).isInstanceOf(JsonFormatException.class)
          .hasMessageStartingWith("$: ");
    }
    assertThatThrownBy(() -> new JsonCodec(50).parse("{\"type\":\"shuffle\",\"cards\":[\"AC\",\"2C\",\"3C\",\"4C\",\"5C\"]}"))
        .isInstanceOf(JsonFormatException.class).hasMessageContaining("over the limit of 50");
  }

  @Test
  @DisplayName("K-25: a view with a wrong card deep inside is refused with the path to it")
  void nestedPath() throws JsonFormatException {
    String view = "{\"seat\":0,\"round\":1,\"phase\":\"PEEKING\",\"turn\":0,\"starter\":0,\"handSizes\":[1,1],"
        + "\"discard\":[],\"stockSize\":0,\"held\":null,\"power\":null,\"announcer\":null,\"peeked\":[],"
        + "\"awaitingChance\":false,\"scores\":[0,0],\"memory\":[[null],[\"XX\"]]}";
    assertThatThrownBy(() -> codec.khamul(Khamul.rules()).view(codec.parse(view), "$"))
        .isInstanceOf(JsonFormatException.class).hasMessageStartingWith("$.memory[1][0]: 'XX' is not a card");
    assertThat(codec.khamul(Khamul.rules()).view(codec.parse(view.replace("\"XX\"", "\"TH\"")), "$")).isNotNull();
  }

  @Test
  @DisplayName("a setup option must be a string, a seating statement a number")
  void setupTypes() {
    assertThatThrownBy(() -> codec.setup(codec.parse("{\"game\":\"kems\",\"options\":{\"target\":7}}"), "$"))
        .hasMessage("$.options.target: expected a string, got a number");
    assertThatThrownBy(() -> codec.setup(codec.parse("{\"game\":\"kems\",\"seating\":[]}"), "$"))
        .hasMessage("$.seating: expected an object, got an array");
  }
}
