package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.game.NotationException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The record notation of both dialects (record-format.md, Kem's family). */
class NotationTest {

  private static final FamilyNotation NOTATION = FamilyNotation.INSTANCE;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"top", "exchange 2C 5D", "sweep", "propose-sweep", "accept-sweep", "refuse-sweep",
      "sign wink", "gesture nod", "denounce 1 hair", "kems 2", "kems", "double-kems 2", "counter 1",
      "counter", "double-counter 3", "kemps 2", "kemps", "double-kemps", "cut 1", "double-cut 0", "show KC 8S"})
  @DisplayName("every verb reads back as it is written")
  void roundTrip(String words) throws NotationException {
    List<String> parts = Arrays.asList(words.toLowerCase().split(" "));
    FamilyAction action = NOTATION.parse(3, parts.get(0), parts.subList(1, parts.size()));

    assertThat(action.seat()).isEqualTo(3);
    assertThat(NOTATION.write(action)).isEqualTo(words);
  }

  @Test
  @DisplayName("K-20 the dialect is part of a call: cut names a team, counter a seat")
  void dialects() throws NotationException {
    assertThat(NOTATION.parse(2, "cut", List.of("1"))).isEqualTo(Counter.of(Dialect.KEMPS, 2, 1));
    assertThat(NOTATION.parse(2, "counter", List.of("1"))).isEqualTo(Counter.of(Dialect.KEMS, 2, 1));
    assertThat(NOTATION.parse(2, "kemps", List.of())).isEqualTo(new KemsCall(Dialect.KEMPS, 2, OptionalInt.empty()));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"draw", "peek 0 1", "exchange 2C", "exchange 2C 1X", "kems 1 2", "top now",
      "denounce x wink", "show KC", "cut one"})
  @DisplayName("an unknown verb, a missing or extra argument, a card C-1 does not define: malformed")
  void malformed(String words) {
    List<String> parts = Arrays.asList(words.toLowerCase().split(" "));

    assertThatThrownBy(() -> NOTATION.parse(0, parts.get(0), parts.subList(1, parts.size())))
        .isInstanceOf(NotationException.class);
  }
}
