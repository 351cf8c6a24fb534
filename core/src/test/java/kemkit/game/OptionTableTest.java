package kemkit.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableMap;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The option table: a row says name, rule id, default and range once, and values are read,
 * written, compared and listed from it. The table here is a toy one; the games' tables have their
 * own tests (FamilyOptionRowsTest, KhamulOptionRowsTest).
 */
class OptionTableTest {

  enum Colour { RED, DARK_BLUE }

  private static final OptionTable.Builder ROWS = OptionTable.builder();
  private static final Option<Integer> DECK = ROWS.add(Option.number("deck", "C-2", 52).oneOf(32, 52));
  private static final Option<Integer> TARGET =
      ROWS.add(Option.number("target", "K-24", 10).atLeast(1, "K-24", "nobody could win"));
  private static final Option<Boolean> TOP = ROWS.add(Option.yesNo("top", "K-8", true));
  private static final Option<Colour> COLOUR =
      ROWS.add(Option.choice("colour", "K-99", Colour.RED, c -> c.name().toLowerCase(Locale.ROOT)));
  private static final OptionTable TABLE = ROWS.build();

  @Test
  @DisplayName("K-opt rows keep their order and defaults; names are found without regard to case")
  void rows() {
    assertThat(TABLE.names()).containsExactly("deck", "target", "top", "colour");
    assertThat(TABLE.find("TARGET")).contains(TARGET);
    assertThat(TABLE.find("colours")).isEmpty();
    OptionValues defaults = TABLE.defaults();
    assertThat(defaults.get(DECK)).isEqualTo(52);
    assertThat(defaults.get(COLOUR)).isEqualTo(Colour.RED);
    assertThat(defaults).hasToString("{deck=52, target=10, top=yes, colour=red}");
  }

  @Test
  @DisplayName("K-opt values are read case-insensitively as records write them; a listed number only as written")
  void reading() {
    assertThat(TOP.read("YES")).contains(true);
    assertThat(TOP.read("maybe")).isEmpty();
    assertThat(COLOUR.read("Dark_Blue")).contains(Colour.DARK_BLUE);
    assertThat(TARGET.read("007")).contains(7);
    assertThat(TARGET.read("0")).contains(0);          // read, then refused by its bound
    assertThat(TARGET.read("+7")).isEmpty();           // record-format.md: no '+'
    assertThat(TARGET.read("2147483648")).isEmpty();   // beyond a 32-bit int
    assertThat(DECK.read("32")).contains(32);
    assertThat(DECK.read("40")).isEmpty();
    assertThat(DECK.read("032")).isEmpty();
  }

  @Test
  @DisplayName("K-24 a bound says which value breaks it, with its rule and reason")
  void bounds() {
    assertThat(TARGET.beyond(0)).contains(new Option.Bound(1, "K-24", "nobody could win"));
    assertThat(TARGET.beyond(1)).isEmpty();
    assertThat(TARGET.inRange(0)).isFalse();
    assertThat(DECK.inRange(40)).isFalse();
    assertThat(DECK.holds("52")).isFalse();
    assertThat(Option.number("bonus", "H-13", -5).atMost(0, "H-13", "").beyond(1)).isPresent();
  }

  @Test
  @DisplayName("K-opt values are equal row by row; differences list lower-case names in row order")
  void values() {
    OptionValues changed = TABLE.defaults().with(COLOUR, Colour.DARK_BLUE).with(TARGET, 5);
    assertThat(changed).isNotEqualTo(TABLE.defaults());
    assertThat(changed).isEqualTo(TABLE.defaults().with(TARGET, 5).with(COLOUR, Colour.DARK_BLUE));
    assertThat(changed.hashCode()).isEqualTo(TABLE.defaults().with(TARGET, 5).with(COLOUR, Colour.DARK_BLUE).hashCode());
    assertThat(changed.differencesFrom(TABLE.defaults()))
        .containsExactlyEntriesOf(ImmutableMap.of("target", "5", "colour", "dark_blue"));
    assertThat(TABLE.defaults().with(TOP, "No")).map(v -> v.get(TOP)).contains(false);
    assertThat(TABLE.defaults().with(DECK, "36")).isEmpty();
    assertThatThrownBy(() -> TABLE.defaults().with(DECK, 36)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("K-opt a table refuses a second row of a name, a default out of range, a row after it is built, another table's row")
  void tableRefusals() {
    OptionTable.Builder rows = OptionTable.builder();
    rows.add(Option.yesNo("top", "K-8", true));
    assertThatThrownBy(() -> rows.add(Option.yesNo("TOP", "K-8", false))).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> rows.add(Option.number("target", "K-24", 0).atLeast(1, "K-24", "")))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> rows.add(TOP)).isInstanceOf(IllegalStateException.class);
    OptionTable other = rows.build();
    assertThatThrownBy(() -> rows.add(Option.yesNo("late", "K-8", true))).isInstanceOf(IllegalStateException.class);
    assertThat(other.has(TOP)).isFalse();
    assertThatThrownBy(() -> other.defaults().get(TOP)).isInstanceOf(IllegalArgumentException.class);
    assertThat(other.defaults()).isNotEqualTo(Optional.of(TABLE.defaults()));
  }

  @Test
  @DisplayName("K-opt, H-opt: a setup's options are read once, with one sentence per refusal, a yes/no row too")
  void setupRefusals() throws SetupException {
    OptionValues read = TABLE.read(TABLE.defaults(), ImmutableMap.of("Target", "3", "TOP", "No"), "the toy");
    assertThat(read.get(TARGET)).isEqualTo(3);
    assertThat(read.get(TOP)).isFalse();
    assertThatThrownBy(() -> TABLE.read(TABLE.defaults(), ImmutableMap.of("speed", "3"), "the toy"))
        .isInstanceOfSatisfying(SetupException.class, e -> {
          assertThat(e.culprits()).containsExactly("speed");
          assertThat(e.getMessage()).isEqualTo("unknown option 'speed' (the toy has deck, target, top, colour)");
        });
    assertThatThrownBy(() -> TABLE.read(TABLE.defaults(), ImmutableMap.of("top", "maybe"), "the toy"))
        .isInstanceOfSatisfying(SetupException.class, e -> {
          assertThat(e.culprits()).containsExactly("top");
          assertThat(e.getMessage()).isEqualTo("option top cannot be 'maybe' (yes or no)");
        });
    assertThat(OptionTable.refusal(DECK, "40")).isEqualTo("option deck cannot be '40' (32 or 52)");
    assertThat(OptionTable.refusal(TARGET, "ten")).isEqualTo("option target cannot be 'ten' (a whole number)");
    assertThat(OptionTable.refusal(COLOUR, "green")).isEqualTo("option colour cannot be 'green' (red or dark_blue)");
  }

  @Test
  @DisplayName("K-opt, H-opt: every value beyond its bound is refused at once, named, with its rule and reason")
  void boundRefusals() throws SetupException {
    TABLE.defaults().checkBounds();
    OptionValues low = TABLE.defaults().with(TARGET, 0);
    assertThat(low.beyondBounds()).containsExactly(
        java.util.Map.entry("target", "target must be at least 1, not 0 (K-24): nobody could win"));
    assertThatThrownBy(low::checkBounds).isInstanceOfSatisfying(SetupException.class, e -> {
      assertThat(e.culprits()).containsExactly("target");
      assertThat(e.getMessage()).isEqualTo("target must be at least 1, not 0 (K-24): nobody could win");
    });
  }
}
