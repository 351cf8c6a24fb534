package kemkit.kit.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.kit.state.Workspace;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The table of verbs: one verb may make a sealed sub-family of records (the Kem's family's calls,
 * listed interleaved by target), dispatched by each record, listed once; a record is never made by
 * two verbs, and every record needs one.
 */
class VerbsTest {

  sealed interface Move extends PlayerAction permits Say, Bid {}

  record Say(int seat) implements Move {}

  sealed interface Bid extends Move permits Raise, Hold {}

  record Raise(int seat, int by) implements Bid {}

  record Hold(int seat, int by) implements Bid {}

  /** A verb that makes nothing but answers count and at: enough for the table. */
  private static <X extends Move> Verb<Tally.State, X, Integer> verb(int count, java.util.function.IntFunction<X> at) {
    return new Verb<>() {
      @Override
      public Optional<Rejection> check(Integer context, Tally.State state, X action) {
        return Optional.empty();
      }

      @Override
      public void perform(Integer context, Workspace<Tally.State> work, X action) {}

      @Override
      public int count(Integer context, Tally.State state, int seat) {
        return count;
      }

      @Override
      public X at(Integer context, Tally.State state, int seat, int index) {
        return at.apply(index);
      }
    };
  }

  @Test
  @DisplayName("a verb of a sealed sub-family makes each of its records and is listed once, in its own order")
  void subFamily() {
    Verb<Tally.State, Say, Integer> say = verb(1, i -> new Say(0));
    // Interleaved, as the family's kems and double-kems by partner: raise 1, hold 1, raise 2, hold 2.
    Verb<Tally.State, Bid, Integer> bid = verb(4, i -> i % 2 == 0 ? new Raise(0, 1 + i / 2) : new Hold(0, 1 + i / 2));
    Verbs<Tally.State, Move, Integer> verbs = Verbs.builder(Move.class, Integer.class, Tally.Phase.class,
        (Tally.State state) -> Tally.Phase.PLAY).add(Say.class, say, Tally.Phase.PLAY).add(Bid.class, bid, Tally.Phase.PLAY)
        .build();

    assertThat(verbs.of(new Raise(0, 1))).isSameAs(bid);
    assertThat(verbs.of(new Hold(0, 1))).isSameAs(bid);
    assertThat(verbs.of(new Say(0))).isSameAs(say);
    assertThat(verbs.countAsked(0, null, 0)).as("each verb counted once").isEqualTo(5);
    assertThat(verbs.count(0, null, 0)).as("each verb of the phase counted once").isEqualTo(5);
    assertThat(verbs.list(0, null, 0)).containsExactly(new Say(0), new Raise(0, 1), new Hold(0, 1), new Raise(0, 2),
        new Hold(0, 2));
    assertThat(verbs.at(0, null, 0, 2)).isEqualTo(new Hold(0, 1));
    assertThat(verbs.at(0, null, 0, 4)).isEqualTo(new Hold(0, 2));
    assertThat(verbs.at(0, null, 0, 5)).isNull();
  }

  @Test
  @DisplayName("a verb listed after a sub-family is listed, counted and indexed alike (the list once took the dispatch table's places)")
  void verbAfterSubFamily() {
    Verb<Tally.State, Bid, Integer> bid = verb(2, i -> new Raise(0, 1 + i));
    Verb<Tally.State, Say, Integer> say = verb(1, i -> new Say(0));
    Verbs<Tally.State, Move, Integer> verbs = Verbs.builder(Move.class, Integer.class, Tally.Phase.class,
        (Tally.State state) -> Tally.Phase.PLAY).add(Bid.class, bid, Tally.Phase.PLAY).add(Say.class, say, Tally.Phase.PLAY)
        .build();

    assertThat(verbs.count(0, null, 0)).isEqualTo(3);
    assertThat(verbs.list(0, null, 0)).containsExactly(new Raise(0, 1), new Raise(0, 2), new Say(0));
    assertThat(verbs.at(0, null, 0, 2)).isEqualTo(new Say(0));
  }

  @Test
  @DisplayName("a record has one verb: a sub-family's record cannot have a second, nor be left without one")
  void oneVerbPerRecord() {
    Verb<Tally.State, Bid, Integer> bid = verb(0, i -> new Raise(0, i));
    Verb<Tally.State, Raise, Integer> raise = verb(0, i -> new Raise(0, i));
    Verb<Tally.State, Say, Integer> say = verb(0, i -> new Say(0));
    assertThatThrownBy(() -> Verbs.builder(Move.class, Integer.class, Tally.Phase.class, (Tally.State s) -> Tally.Phase.PLAY)
        .add(Raise.class, raise, Tally.Phase.PLAY).add(Bid.class, bid, Tally.Phase.PLAY))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("two verbs for Raise");
    assertThatThrownBy(() -> Verbs.builder(Move.class, Integer.class, Tally.Phase.class, (Tally.State s) -> Tally.Phase.PLAY)
        .add(Say.class, say, Tally.Phase.PLAY).add(Raise.class, raise, Tally.Phase.PLAY).build())
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("[Hold]");
  }
}
