package kemkit.examples.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import kemkit.card.Card;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.host.SeatAnswer;
import kemkit.host.TableHost;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the host answers the sender of an action, in every game: that seat's projection of the
 * action's events and nothing else (C-6, K-25, H-15). Until the host answered with the whole
 * outcome, seat 3's {@code force 1} in Khamul came back with the card seat 1 drew blind, and every
 * answer's {@code toString} printed the stock.
 */
class HostAnswersTest {

  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of(Setup.of("kemps"), 11L),
        Arguments.of(Setup.of("kems").withPreset("kems-classic"), 12L),
        Arguments.of(Setup.of("khamul"), 13L));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  void answersAreTheSendersProjection(Setup setup, long seed) throws Exception {
    RuleSet<?, ?, ?, ?> rules = Games.named(setup.game()).orElseThrow().create(setup);
    int blindDraws = 0;
    int games = setup.game().equals("khamul") ? 6 : 2;   // blind draws are rare in random play
    for (int game = 0; game < games; game++) {
      blindDraws += check(rules, seed * 100 + game);
    }
    if (setup.game().equals("khamul")) {
      assertThat(blindDraws).as("the games had forced blind draws to check").isPositive();
    }
  }

  /** Plays random legal actions through a host; {@return how many forced blind draws it saw} */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> int check(
      RuleSet<S, A, E, V> rules, long seed) {
    TableHost<S, A, E, V> host = TableHost.dealing(rules, new SplittableRandom(seed));
    host.open();
    SplittableRandom rng = new SplittableRandom(seed);
    int seats = host.state().seating().seats();
    int forces = 0;
    for (int step = 0; step < 400 && !host.state().isOver(); step++) {
      S before = host.state();
      List<A> legal = new ArrayList<>();
      for (int seat = 0; seat < seats; seat++) {
        legal.addAll(host.legalActions(seat));
      }
      A action = legal.get(rng.nextInt(legal.size()));
      ImmutableList<E> full = rules.apply(before, action).events();

      SeatAnswer<E> answer = host.submit(action);

      assertThat(answer.events()).as("%s", action).isEqualTo(rules.eventsSeenBy(action.seat(), full));
      List<Card> hidden = new ArrayList<>(before.placements().get("stock"));
      hidden.retainAll(host.state().placements().get("stock"));   // in the stock before and after
      for (E event : full) {
        if (event instanceof KhamulEvent.DrewFaceDown blind) {   // seen by nobody (H-15)
          blind.card().ifPresent(hidden::add);
          forces += action instanceof KhamulAction.Force ? 1 : 0;
        }
      }
      List<String> said = List.of(answer.toString().split("\\W+"));
      assertThat(hidden).as("cards hidden from seat %d in its answer %s", action.seat(), answer)
          .noneMatch(card -> said.contains(card.toString()));
    }
    return forces;
  }
}
