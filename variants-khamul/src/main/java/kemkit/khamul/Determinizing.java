package kemkit.khamul;

import static kemkit.khamul.KhamulState.ANNOUNCEMENT;
import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.HELD;
import static kemkit.khamul.KhamulState.MARKED;
import static kemkit.khamul.KhamulState.MARK_ON_DRAW;
import static kemkit.khamul.KhamulState.MEMORY;
import static kemkit.khamul.KhamulState.SCHEMA;
import static kemkit.khamul.KhamulState.STOCK;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.kit.state.Workspace;
import kemkit.pile.FisherYates;
import kemkit.pile.Pile;

/**
 * Samples a world that one seat cannot tell from the real one, for bots that search: every card
 * whose place the seat does not know (the slots it does not remember, the stock, a held card it did
 * not see) is dealt again at random among those same places, and the seat's view and legal actions
 * are unchanged (C-6, H-15). Which other seats knew the card of a place hidden from this seat
 * follows from moves the seat's view does not hold (a look or a snap that went one way or the
 * other), so it is not copied: in the sample, no seat knows a card this seat does not know, and no
 * other seat knows the cards this seat knows (who else saw them is not in its view either).
 *
 * <p>The sample depends on the seat's view and the generator alone: the hidden cards are shuffled
 * from a canonical order, and the secrets derived from hidden cards are derived again from the
 * sampled hands, or dropped. The schema says which parts are secret, and the workspace refuses a
 * sample that leaves one of them as it was: the hands, the stock, the held card and the memory are
 * drawn again; whether an announcement was false (H-12) is worked out from the announcer's sampled
 * hand; a mark (H-12) is told to nobody before the reveal and follows from a hand value the seat may
 * not know, so the sample has none until the reveal makes marks public, and {@code markOnDraw} is
 * worked out from the sampled hand of the turn's player.
 */
final class Determinizing {

  private Determinizing() {}

  static KhamulState determinize(KhamulState state, int seat, KhamulOptions options, RandomGenerator rng) {
    if (state.phase() == Phase.AWAITING_DEAL) {
      // Every card is gathered and no mark is left: nothing is secret between rounds.
      return state;
    }
    Memory memory = state.memory();
    int players = state.players();
    List<Card> hidden = new ArrayList<>();
    for (int owner = 0; owner < players; owner++) {
      Hand hand = state.handOf(owner);
      for (int slot = 0; slot < hand.size(); slot++) {
        collect(hand.get(slot), memory, seat, hidden);
      }
    }
    state.held().ifPresent(card -> collect(card, memory, seat, hidden));
    hidden.addAll(state.stock().cards());

    // Where the hidden cards lay must leave no trace: they are shuffled from a canonical order.
    Collections.sort(hidden);
    List<Card> dealt = FisherYates.shuffled(hidden, rng);

    try (Workspace<KhamulState> work = Workspace.beginSample(SCHEMA, state)) {
      // Each card goes where the card at the same index came from, known to nobody. Of the cards
      // the seat knows, the sample keeps only that: which other seats know them too follows from
      // moves the seat's view does not hold (a card dealt in one slot or the other, then snapped),
      // so it is not copied either.
      long known = 0;
      int next = 0;
      for (int owner = 0; owner < players; owner++) {
        Hand hand = state.handOf(owner);
        for (int slot = 0; slot < hand.size(); slot++) {
          if (memory.knows(seat, hand.get(slot))) {
            known |= 1L << hand.get(slot).index();
          } else {
            hand = hand.with(slot, dealt.get(next++));
          }
        }
        work.set(HANDS, owner, hand);
      }
      Optional<Card> held = state.held();
      if (held.isPresent() && memory.knows(seat, held.get())) {
        known |= 1L << held.get().index();
      } else if (held.isPresent()) {
        held = Interned.card(dealt.get(next++));
      }
      work.set(HELD, held);
      work.set(STOCK, Pile.of(dealt.subList(next, dealt.size())));
      work.set(MEMORY, Memory.none().learned(known, seat));
      // After the game the last round's marks are public (H-13); during a round they are nobody's.
      work.set(MARKED, state.phase() == Phase.OVER ? state.marked() : 0);
      work.set(MARK_ON_DRAW, state.phase() == Phase.TURN_START && state.announcement().isEmpty()
          && work.get(HANDS, state.turn()).value() <= options.threshold());
      // Whether an announcement was false (H-12) is valued from a hand the seat may not know, and
      // nobody is told before the reveal: during a round it is worked out again from the sampled
      // hand of the announcer; after the game the scores have made it public.
      Optional<Announcement> announcement = state.announcement();
      work.set(ANNOUNCEMENT, state.phase() == Phase.OVER || announcement.isEmpty() ? announcement
          : Interned.announcement(announcement.get().seat(),
              work.get(HANDS, announcement.get().seat()).value() > options.threshold()));
      return work.state();
    }
  }

  private static void collect(Card card, Memory memory, int seat, List<Card> hidden) {
    if (!memory.knows(seat, card)) {
      hidden.add(card);
    }
  }
}
