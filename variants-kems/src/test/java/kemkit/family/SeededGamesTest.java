package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Outcome;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * C-4: the same seed plays the same game, release after release. A seeded random playout, as
 * bots and the benchmarks play it (a random seat, then the next ones clockwise, a uniform choice
 * among its legal actions, every shuffle from the same generator), is digested action by action,
 * events and final state included, and the digest is pinned. A change to the order of the
 * legal-action lists, to a random draw, to an event or to the state's content changes it: seeded
 * simulations and records would no longer replay.
 */
class SeededGamesTest {

  private static final int STEPS = 3_000;

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "kemps, 41453199267d0510",
      "kems-en, da09e65fa5198735",
      "kems-fr32, 5f7194464b53195f",
      "kems-classic, 2792c03e8ce67a7c",
      "kems-expert, e6cf9000a87719ee",
  })
  void aSeedPlaysTheSameGameAsBefore(String preset, String digest) {
    FamilyRules rules = preset.equals("kemps") ? Kemps.rules() : Kems.rules(preset);
    assertThat(digest(rules, 17)).isEqualTo(digest);
  }

  private static String digest(FamilyRules rules, long seed) {
    MessageDigest sha = sha256();
    SplittableRandom rng = new SplittableRandom(seed);
    int seats = rules.seating().seats();
    FamilyState state = rules.start();
    for (int step = 0; step < STEPS && !state.isOver(); step++) {
      Optional<ChanceDue> due = state.chanceDue();
      Outcome<FamilyState, FamilyEvent> outcome;
      if (due.isPresent()) {
        outcome = rules.apply(state, Chance.roll(due.get(), rng));
      } else {
        FamilyAction action = choose(rules, state, seats, rng);
        update(sha, action.toString());
        outcome = rules.apply(state, action);
      }
      assertThat(outcome.isAccepted()).isTrue();
      update(sha, outcome.events().toString());
      state = outcome.state();
    }
    update(sha, described(state));
    return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
  }

  /** A random legal action of a random seat (the next seats clockwise when it may do nothing). */
  static FamilyAction choose(FamilyRules rules, FamilyState state, int seats, SplittableRandom rng) {
    int first = rng.nextInt(seats);
    for (int i = 0; i < seats; i++) {
      ImmutableList<FamilyAction> legal = rules.legalActions(state, (first + i) % seats);
      if (!legal.isEmpty()) {
        return legal.get(rng.nextInt(legal.size()));
      }
    }
    throw new AssertionError("no seat may act: " + state);
  }

  /** Every public fact of the state, not its internal form, which may change. */
  private static String described(FamilyState state) {
    StringBuilder out = new StringBuilder();
    for (int seat = 0; seat < state.seating().seats(); seat++) {
      out.append(state.hand(seat)).append(';');
    }
    return out.append(state.tableCards()).append(state.stock().cards()).append(state.discard().cards())
        .append(state.exposed()).append(state.round()).append(state.dealer()).append(state.phase())
        .append(state.tableOpen()).append(state.recycling()).append(state.proposal()).append(state.sweepDebtor())
        .append(state.owedShow()).append(state.signs()).append(state.signsFound()).append(state.barred())
        .append(state.gestures()).append(state.shows()).append(state.scores()).append(state.winners())
        .toString();
  }

  private static void update(MessageDigest sha, String text) {
    sha.update(text.getBytes(StandardCharsets.UTF_8));
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
