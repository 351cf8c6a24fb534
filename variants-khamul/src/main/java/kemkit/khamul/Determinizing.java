package kemkit.khamul;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
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
 * sampled hands, or dropped. Whether an announcement was false (H-12) is worked out from the
 * announcer's sampled hand. A mark (H-12) is told to nobody before the reveal and follows from a
 * hand value the seat may not know; the sample has none until the reveal makes marks public, and
 * {@code markOnDraw} is worked out from the sampled hand of the turn's player.
 */
final class Determinizing {

  private Determinizing() {}

  static KhamulState determinize(KhamulState state, int seat, KhamulOptions options, RandomGenerator rng) {
    if (state.phase() == Phase.AWAITING_DEAL) {
      // Every card is gathered and no mark is left: nothing is secret between rounds.
      return state;
    }
    Memory memory = state.memory();
    List<Card> hidden = new ArrayList<>();
    for (Hand hand : state.handsArray()) {
      for (int slot = 0; slot < hand.size(); slot++) {
        collect(hand.get(slot), memory, seat, hidden);
      }
    }
    state.held().ifPresent(card -> collect(card, memory, seat, hidden));
    List<Card> stock = state.stock().cards();
    hidden.addAll(stock);

    // Where the hidden cards lay must leave no trace: they are shuffled from a canonical order.
    List<Card> dealt = new ArrayList<>(hidden);
    Collections.sort(dealt);
    for (int i = dealt.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      Card swap = dealt.get(i);
      dealt.set(i, dealt.get(j));
      dealt.set(j, swap);
    }

    // Each card goes where the card at the same index came from, known to nobody. Of the cards the
    // seat knows, the sample keeps only that: which other seats know them too follows from moves
    // the seat's view does not hold (a card dealt in one slot or the other, then snapped), so it is
    // not copied either.
    long known = 0;
    for (Hand hand : state.handsArray()) {
      for (int slot = 0; slot < hand.size(); slot++) {
        if (memory.knows(seat, hand.get(slot))) {
          known |= 1L << hand.get(slot).index();
        }
      }
    }
    if (state.held().isPresent() && memory.knows(seat, state.held().get())) {
      known |= 1L << state.held().get().index();
    }
    Memory sampled = Memory.none().learned(known, seat);
    Hand[] hands = state.handsArray().clone();
    int next = 0;
    for (int owner = 0; owner < hands.length; owner++) {
      for (int slot = 0; slot < hands[owner].size(); slot++) {
        if (!memory.knows(seat, hands[owner].get(slot))) {
          hands[owner] = hands[owner].with(slot, dealt.get(next++));
        }
      }
    }
    Optional<Card> held = state.held();
    if (held.isPresent() && !memory.knows(seat, held.get())) {
      held = Interned.card(dealt.get(next++));
    }
    Pile newStock = Pile.of(dealt.subList(next, dealt.size()));
    // After the game the last round's marks are public (H-13); during a round they are nobody's.
    int marked = state.phase() == Phase.OVER ? state.marked() : 0;
    boolean markOnDraw = state.phase() == Phase.TURN_START && state.announcement().isEmpty()
        && hands[state.turn()].value() <= options.threshold();
    // Whether an announcement was false (H-12) is valued from a hand the seat may not know, and
    // nobody is told before the reveal: during a round it is worked out again from the sampled
    // hand of the announcer; after the game the scores have made it public.
    Optional<Announcement> announcement = state.phase() == Phase.OVER ? state.announcement()
        : state.announcement().flatMap(a -> KhamulState.interned(
            new Announcement(a.seat(), hands[a.seat()].value() > options.threshold())));
    long facts = Facts.withHeld(state.facts(), held);
    facts = Facts.withAnnouncement(facts, announcement);
    facts = Facts.MARKED.with(facts, marked);
    facts = Facts.MARK_ON_DRAW.with(facts, markOnDraw ? 1 : 0);
    facts = Facts.STOCK_DRAWN.with(facts, 0);
    return new KhamulState(facts, hands, newStock, state.discard(), state.scores(), sampled, state.rules());
  }

  private static void collect(Card card, Memory memory, int seat, List<Card> hidden) {
    if (!memory.knows(seat, card)) {
      hidden.add(card);
    }
  }
}
