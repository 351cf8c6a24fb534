package kemkit.family;

import static kemkit.family.FamilyState.DEAL_CHECK;
import static kemkit.family.FamilyState.DEALER;
import static kemkit.family.FamilyState.DISCARD;
import static kemkit.family.FamilyState.CARDS;
import static kemkit.family.FamilyState.PHASE;
import static kemkit.family.FamilyState.RECYCLING;
import static kemkit.family.FamilyState.REDRAWS;
import static kemkit.family.FamilyState.ROUND;
import static kemkit.family.FamilyState.STOCK;
import static kemkit.family.FamilyState.TABLE_OPEN;
import static kemkit.family.Rejections.refuse;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.game.ChanceAction;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.kit.state.Workspace;
import kemkit.pile.Pile;

/**
 * The deal and everything that draws: dealing the deck order (K-4, K-5), dealt triples and their
 * redraws (K-6), turning the table (K-7, K-12), and the lazy recycling of the discard pile when
 * the stock runs out (K-13). These are the family's chance actions: a shuffle brings the deck's
 * order for a deal, or the discard pile's new order for a recycle.
 *
 * <p>Drawing is written as one procedure, {@link #settle}, that picks up wherever the state
 * stands: when it meets an empty stock it asks for a recycle and stops; the recycled stock's
 * arrival calls it again, and it carries on from the same place.
 */
final class Dealing {

  private Dealing() {}

  /**
   * {@return why {@code chance} cannot come now, or empty} A shuffle comes when a deal or a recycle
   * waits for it, and orders exactly the deck or the discard pile (K-4, K-13); the family has no
   * starting seat (C-4).
   */
  static Optional<Rejection> check(Setting setting, FamilyState state, ChanceAction chance) {
    if (!(chance instanceof Shuffle shuffle)) {
      return refuse(RejectionCode.UNEXPECTED_CHANCE, "C-4", "the Kem's family has no starting seat: "
          + (state.awaitingChance() ? "a shuffle is due" : "no chance action is due"));
    }
    if (!state.awaitingChance()) {
      return refuse(RejectionCode.UNEXPECTED_CHANCE, "C-4", "no shuffle is due: "
          + Rejections.describe(state, -1) + ", and a shuffle comes only when a deal or a recycle waits for it");
    }
    // Checked by card numbers: as many cards as required, and their bits the required set's (a
    // duplicate shows as a missing bit). No list of cards is made.
    Pile order = shuffle.pile();
    Pile discard = state.discard();
    boolean recycle = state.recycling();
    int size = recycle ? discard.size() : setting.deckSet().size();
    long required = recycle ? discard.bits(0, size) : setting.deckSet().bits();
    if (order.size() != size || order.bits(0, size) != required) {
      return refuse(RejectionCode.BAD_SHUFFLE, recycle ? "K-13" : "K-4", "the shuffle lists "
          + order.size() + " cards" + (order.size() == size ? ", not each once" : "")
          + ": it must order exactly the " + size
          + (recycle ? " cards of the discard pile, each once" : " cards of the deck, each once"));
    }
    return Optional.empty();
  }

  /** Applies a shuffle {@link #check} accepted: the deal, or the recycle. */
  static void perform(Setting setting, Workspace<FamilyState> work, ChanceAction chance) {
    Pile order = ((Shuffle) chance).pile();
    if (work.get(RECYCLING)) {
      recycle(setting, work, order);
    } else {
      deal(setting, work, order);
    }
  }

  /**
   * The deck order arrived: one card at a time from the dealer's left, ending with the dealer,
   * until every seat holds four; the rest is the stock (K-4, K-5). Then dealt triples are handled
   * and the table is turned.
   */
  private static void deal(Setting setting, Workspace<FamilyState> work, Pile order) {
    int seats = setting.seats();
    int dealer = work.get(DEALER);
    int dealt = seats * Cards.SIZE;
    // Most deals hold no triple to redraw (K-6): their table, the next four cards (K-7), is turned
    // with the hands, so that a deal makes one value of the cards in play and one stock. A deal
    // with a triple turns its table once the redraws are done.
    boolean redraws = setting.options().dealtTriple() != DealtTriple.NONE && Cards.tripleDealt(order, dealer, seats);
    Cards hands = Cards.dealt(order, dealer, seats, redraws ? 0 : Table.turned(order, dealt));
    work.set(CARDS, hands);
    // The stock is the order without what was dealt: the same array, no copy.
    work.set(STOCK, order.drawn(redraws ? dealt : dealt + Table.SLOTS));
    FamilyEvents.DEALT.write(work.log(), work.get(ROUND), dealer);
    for (int place = 0; place < seats; place++) {
      int seat = (dealer + 1 + place) % seats;
      FamilyEvents.HAND_DEALT.write(work.log(), seat, hands.four(seat));
    }
    settle(setting, work);
  }

  /** The discard pile's new order arrived: it becomes the stock, and drawing goes on (K-13). */
  private static void recycle(Setting setting, Workspace<FamilyState> work, Pile order) {
    work.set(STOCK, order);
    work.set(DISCARD, Pile.empty());
    work.set(RECYCLING, false);
    FamilyEvents.RECYCLED.write(work.log(), order.size());
    settle(setting, work);
  }

  /**
   * Completes whatever waits for cards: during the deal, the dealt triples (K-6) and then the
   * table (K-7); after a sweep, the table (K-12). Stops early, with a recycle due, if the stock
   * runs out (K-13).
   */
  static void settle(Setting setting, Workspace<FamilyState> work) {
    if (work.get(PHASE) == Phase.DEALING) {
      if (!handleDealtTriples(setting, work) || !turnTable(work)) {
        return;
      }
      work.set(PHASE, Phase.PLAY);
      work.set(TABLE_OPEN, !setting.top());
    } else if (!turnTable(work)) {
      return;
    }
    FamilyEvents.TABLE_LAID.write(work.log(), work.get(CARDS).table(), work.get(TABLE_OPEN) ? 1 : 0);
    Exchanging.blockOnTableTriple(setting, work);
  }

  /**
   * Checks the seats in dealing order; a seat dealt three or four of a rank shows them and redraws
   * as the {@code dealtTriple} option says, and is checked again (K-6).
   *
   * @return whether every seat is done; false when the deal was voided or waits for a recycle
   */
  private static boolean handleDealtTriples(Setting setting, Workspace<FamilyState> work) {
    DealtTriple rule = setting.options().dealtTriple();
    int seats = setting.seats();
    if (rule == DealtTriple.NONE) {
      work.set(DEAL_CHECK, seats);
      return true;
    }
    while (work.get(DEAL_CHECK) < seats) {
      int seat = (work.get(DEALER) + 1 + work.get(DEAL_CHECK)) % seats;
      Cards hands = work.get(CARDS);
      if (hands.size(seat) < Cards.SIZE) {
        if (!drawIntoHand(work, seat)) {
          return false;
        }
        continue;
      }
      Optional<Rank> triple = hands.tripleRank(seat);
      if (triple.isEmpty()) {
        work.set(DEAL_CHECK, work.get(DEAL_CHECK) + 1);
        work.set(REDRAWS, 0);
        continue;
      }
      ImmutableList<Card> shown = cardsOfRank(hands.hand(seat), triple.get());
      FamilyEvents.TRIPLE_SHOWN.write(work.log(), seat, rule.ordinal(), Table.packed(shown));
      if (rule == DealtTriple.REDEAL || work.get(REDRAWS) == REDRAWS.max()) {
        voidDeal(work);
        return false;
      }
      work.set(REDRAWS, work.get(REDRAWS) + 1);
      if (rule == DealtTriple.DISCARD_HAND) {
        work.set(DISCARD, work.get(DISCARD).withOnTop(hands.hand(seat)));
        work.set(CARDS, hands.withEmptied(seat));
      } else {
        work.set(STOCK, work.get(STOCK).withAtBottom(shown));
        work.set(CARDS, hands.withoutRank(seat, triple.get()));
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
  private static boolean drawIntoHand(Workspace<FamilyState> work, int seat) {
    Pile stock = work.get(STOCK);
    Cards hands = work.get(CARDS);
    int count = Math.min(Cards.SIZE - hands.size(seat), stock.size());
    if (count > 0) {
      ImmutableList<Card> drawn = stock.peek(count);
      work.set(STOCK, stock.drawn(count));
      hands = hands.withAdded(seat, drawn);
      work.set(CARDS, hands);
      FamilyEvents.CARDS_DRAWN.write(work.log(), seat, Table.packed(drawn));
    }
    if (hands.size(seat) < Cards.SIZE) {
      askForRecycle(work);
      return false;
    }
    return true;
  }

  /** Turns stock cards face up until the table holds four; {@return whether it does now} */
  private static boolean turnTable(Workspace<FamilyState> work) {
    Cards cards = work.get(CARDS);
    int table = cards.table();
    Pile stock = work.get(STOCK);
    int count = Math.min(Table.SLOTS - Table.size(table), stock.size());
    if (count > 0) {
      table = Table.withTopOf(table, stock, count);
      work.set(CARDS, cards.withTable(table));
      work.set(STOCK, stock.drawn(count));
    }
    if (!Table.isLaid(table)) {
      askForRecycle(work);
      return false;
    }
    return true;
  }

  /**
   * The stock is empty and a card must be drawn: the game waits for a new order of exactly the
   * discard pile (K-13). The discard pile cannot be empty then: K-3 keeps at least four cards
   * more than the hands and the table can hold.
   */
  private static void askForRecycle(Workspace<FamilyState> work) {
    Pile discard = work.get(DISCARD);
    if (discard.isEmpty()) {
      throw new IllegalStateException("nothing to draw: the stock and the discard pile are empty, which K-3 rules out");
    }
    work.set(RECYCLING, true);
    FamilyEvents.RECYCLE_DUE.write(work.log(), discard.size());
  }

  /** Every card is gathered and the same round waits for a new deck order (K-6). */
  private static void voidDeal(Workspace<FamilyState> work) {
    work.newRound();
    work.set(PHASE, Phase.DEALING);
    FamilyEvents.DEAL_VOIDED.write(work.log(), work.get(ROUND), work.get(DEALER));
  }
}
