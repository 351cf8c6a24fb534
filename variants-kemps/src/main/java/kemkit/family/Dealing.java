package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Rank;
import kemkit.family.FamilyEvent.CardsDrawn;
import kemkit.family.FamilyEvent.DealVoided;
import kemkit.family.FamilyEvent.Dealt;
import kemkit.family.FamilyEvent.HandDealt;
import kemkit.family.FamilyEvent.RecycleDue;
import kemkit.family.FamilyEvent.Recycled;
import kemkit.family.FamilyEvent.TableLaid;
import kemkit.family.FamilyEvent.TripleShown;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.pile.Pile;

/**
 * The deal and everything that draws: dealing the deck order (K-4, K-5), dealt triples and their
 * redraws (K-6), turning the table (K-7, K-12), and the lazy recycling of the discard pile when
 * the stock runs out (K-13).
 *
 * <p>Drawing is written as one procedure, {@link #settle}, that picks up wherever the state
 * stands: when it meets an empty stock it asks for a recycle and stops; the recycled stock's
 * arrival calls it again, and it carries on from the same place.
 */
final class Dealing {

  /** A seat still holding a triple after this many redraws voids the deal (K-6). */
  static final int MAX_REDRAWS = 3;

  private Dealing() {}

  /**
   * The deck order arrived: one card at a time from the dealer's left, ending with the dealer,
   * until every seat holds four; the rest is the stock (K-4, K-5). Then dealt triples are handled
   * and the table is turned.
   */
  static void deal(Transition t, Pile order) {
    int seats = t.seats();
    t.hands = Hands.dealt(order, t.dealer, seats);
    // The stock is the order without the hands: the same array, no copy.
    t.stock = order.drawn(seats * Hands.SIZE);
    Dealt.write(t.log, t.round, t.dealer);
    for (int place = 0; place < seats; place++) {
      int seat = (t.dealer + 1 + place) % seats;
      HandDealt.write(t.log, seat, t.hands.four(seat));
    }
    settle(t);
  }

  /** The discard pile's new order arrived: it becomes the stock, and drawing goes on (K-13). */
  static void recycle(Transition t, Pile order) {
    t.stock = order;
    t.discard = Pile.empty();
    t.recycling = false;
    Recycled.write(t.log, order.size());
    settle(t);
  }

  /**
   * Completes whatever waits for cards: during the deal, the dealt triples (K-6) and then the
   * table (K-7); after a sweep, the table (K-12). Stops early, with a recycle due, if the stock
   * runs out (K-13).
   */
  static void settle(Transition t) {
    if (t.phase == Phase.DEALING) {
      if (!handleDealtTriples(t) || !turnTable(t)) {
        return;
      }
      t.phase = Phase.PLAY;
      t.tableOpen = !t.options.top();
    } else if (!turnTable(t)) {
      return;
    }
    TableLaid.write(t.log, t.table().packed(), t.tableOpen);
    Exchanging.blockOnTableTriple(t);
  }

  /**
   * Checks the seats in dealing order; a seat dealt three or four of a rank shows them and redraws
   * as the {@code dealtTriple} option says, and is checked again (K-6).
   *
   * @return whether every seat is done; false when the deal was voided or waits for a recycle
   */
  private static boolean handleDealtTriples(Transition t) {
    DealtTriple rule = t.options.dealtTriple();
    int seats = t.seats();
    if (rule == DealtTriple.NONE) {
      t.dealCheck = seats;
      return true;
    }
    while (t.dealCheck < seats) {
      int seat = (t.dealer + 1 + t.dealCheck) % seats;
      if (t.hands.size(seat) < Hands.SIZE) {
        if (!drawIntoHand(t, seat)) {
          return false;
        }
        continue;
      }
      Optional<Rank> triple = t.hands.tripleRank(seat);
      if (triple.isEmpty()) {
        t.dealCheck++;
        t.redraws = 0;
        continue;
      }
      ImmutableList<Card> shown = cardsOfRank(t.hands.hand(seat), triple.get());
      TripleShown.write(t.log, seat, shown, rule);
      if (rule == DealtTriple.REDEAL || t.redraws == MAX_REDRAWS) {
        voidDeal(t);
        return false;
      }
      t.redraws++;
      if (rule == DealtTriple.DISCARD_HAND) {
        t.discard = t.discard.withOnTop(t.hands.hand(seat));
        t.hands = t.hands.withEmptied(seat);
      } else {
        t.stock = t.stock.withAtBottom(shown);
        t.hands = t.hands.withoutRank(seat, triple.get());
      }
    }
    return true;
  }

  private static ImmutableList<Card> cardsOfRank(ImmutableList<Card> hand, Rank rank) {
    ImmutableList.Builder<Card> out = ImmutableList.builder();
    for (Card card : hand) {
      if (card.rank() == rank) {
        out.add(card);
      }
    }
    return out.build();
  }

  /** Fills {@code seat}'s hand from the stock; {@return whether it holds four cards now} */
  private static boolean drawIntoHand(Transition t, int seat) {
    int count = Math.min(Hands.SIZE - t.hands.size(seat), t.stock.size());
    if (count > 0) {
      ImmutableList<Card> drawn = t.stock.peek(count);
      t.stock = t.stock.drawn(count);
      t.hands = t.hands.withAdded(seat, drawn);
      CardsDrawn.write(t.log, seat, drawn);
    }
    if (t.hands.size(seat) < Hands.SIZE) {
      askForRecycle(t);
      return false;
    }
    return true;
  }

  /** Turns stock cards face up until the table holds four; {@return whether it does now} */
  private static boolean turnTable(Transition t) {
    int count = Math.min(Table.SLOTS - t.table().size(), t.stock.size());
    if (count > 0) {
      t.setTable(t.table().withTopOf(t.stock, count));
      t.stock = t.stock.drawn(count);
    }
    if (!t.table().isLaid()) {
      askForRecycle(t);
      return false;
    }
    return true;
  }

  /**
   * The stock is empty and a card must be drawn: the game waits for a new order of exactly the
   * discard pile (K-13). The discard pile cannot be empty then: K-3 keeps at least four cards
   * more than the hands and the table can hold.
   */
  private static void askForRecycle(Transition t) {
    if (t.discard.isEmpty()) {
      throw new IllegalStateException("nothing to draw: the stock and the discard pile are empty, which K-3 rules out");
    }
    t.recycling = true;
    RecycleDue.write(t.log, t.discard.size());
  }

  /** Every card is gathered and the same round waits for a new deck order (K-6). */
  private static void voidDeal(Transition t) {
    gather(t);
    t.phase = Phase.DEALING;
    DealVoided.write(t.log, t.round, t.dealer);
  }

  /** Gathers every card and forgets what belonged to the round (C-8). */
  static void gather(Transition t) {
    t.hands = t.rules.noHands();
    t.setTable(Table.EMPTY);
    t.stock = Pile.empty();
    t.discard = Pile.empty();
    t.exposed = CardSet.EMPTY.bits();
    t.tableOpen = false;
    t.recycling = false;
    t.dealCheck = 0;
    t.redraws = 0;
    t.proposal = Optional.empty();
    t.sweepDebtor = OptionalInt.empty();
    t.owedShow = Optional.empty();
    t.barred = ImmutableSet.of();
    t.gestures = t.rules.noGestures();
    t.shows = ImmutableList.of();
  }
}
