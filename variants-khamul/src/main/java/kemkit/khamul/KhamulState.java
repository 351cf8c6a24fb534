package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Arrays;
import java.util.Collections;
import java.util.Optional;
import java.util.stream.IntStream;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.GameState;
import kemkit.game.Side;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * The whole truth of a game of Khamul at one moment, hidden cards and every seat's memory
 * included: an immutable value (equal states compare equal). Never show it to a player: a seat
 * sees {@link KhamulRules#view}.
 *
 * <p>What is API: what a UI, a bot or another engine needs, through the documented accessors below
 * (round, phase, each hand, the piles, the held card, the power, whose turn, who peeked, the
 * announcement, scores). How the rules keep their books (bit sets of seats, the pending mark and
 * draw, the memory of H-15 as stored) is package-private and may change in any release; ask
 * {@link #hasPeeked(int)} and {@link #isMarked(int)} instead.
 *
 * <p>Its {@link #toString()} is complete: every hand, the stock's order, every memory. Never log
 * it or send it to a seat.
 */
public final class KhamulState implements GameState {

  // The chance actions due before a deal and before the first round's starter never change.
  private static final Optional<ChanceDue> DEAL_DUE =
      Optional.of(new ChanceDue.ShuffleDue(Deck.standard52().cards()));
  private static final ImmutableList<Optional<ChanceDue>> STARTER_DUES = IntStream.rangeClosed(0, Facts.SEAT_LIMIT)
      .mapToObj(seats -> Optional.<ChanceDue>of(new ChanceDue.StarterDue(seats)))
      .collect(ImmutableList.toImmutableList());

  // The small facts, one word: see Facts, the one place they are declared.
  private final long packed;
  // Never written after construction and never handed out: a transition gives its own array.
  private final Hand[] hands;
  // The stock once held, before the last Facts.STOCK_DRAWN cards were drawn from its top.
  private final Pile stock;
  private final Pile discard;
  private final ImmutableList<Integer> scores;
  private final Memory memory;
  private final KhamulRules rules;

  /**
   * Makes a state of these facts ({@link Facts}), taking {@code hands} as its own (the caller
   * never writes to the array again), with a stock of {@code stock} less the top {@link
   * Facts#STOCK_DRAWN} cards.
   */
  KhamulState(long facts, Hand[] hands, Pile stock, Pile discard, ImmutableList<Integer> scores,
      Memory memory, KhamulRules rules) {
    this.packed = facts;
    this.hands = requireNonNull(hands, "hands");
    this.stock = requireNonNull(stock, "stock");
    this.discard = requireNonNull(discard, "discard");
    this.scores = requireNonNull(scores, "scores");
    this.memory = requireNonNull(memory, "memory");
    this.rules = requireNonNull(rules, "rules");
    int drawn = Facts.STOCK_DRAWN.get(facts);
    if (drawn > stock.size()) {
      throw new IllegalArgumentException("cannot draw " + drawn + " cards from a stock of " + stock.size());
    }
  }

  /** {@return the small facts, packed as {@link Facts} says} */
  long facts() {
    return packed;
  }

  /** {@return {@code field}'s value: any small fact, by its declaration in {@link Facts}} */
  int get(Facts.Field field) {
    return field.get(packed);
  }

  /** {@return {@code Optional.of(announcement)}, the same object for equal announcements} */
  static Optional<Announcement> interned(Announcement announcement) {
    return Facts.interned(announcement);
  }

  /** {@return {@code Optional.of(draw)}, the same object for equal pending draws} */
  static Optional<PendingDraw> interned(PendingDraw draw) {
    return Facts.interned(draw);
  }

  /** {@return the round being played or waiting to be dealt, 1 for the first (C-8)} */
  @Override
  public int round() {
    return Facts.ROUND.get(packed);
  }

  /** {@return where the round stands} */
  public Phase phase() {
    return Facts.phase(packed);
  }

  /**
   * {@return each seat's hand, a row of face-down slots (H-4); empty while the deck is gathered}
   */
  ImmutableList<Hand> hands() {
    return ImmutableList.copyOf(hands);
  }

  /** {@return the hands' own array, for transitions that share it: never write to it} */
  Hand[] handsArray() {
    return hands;
  }

  /** {@return the face-down stock, top first (H-7)} */
  public Pile stock() {
    int drawn = stockDrawn();
    return drawn == 0 ? stock : stock.drawn(drawn);
  }

  /** {@return the stock pile as held, before {@link #stockDrawn()} cards were drawn from it} */
  Pile stockHeld() {
    return stock;
  }

  /** {@return how many cards were drawn from the top of {@link #stockHeld()}} */
  int stockDrawn() {
    return Facts.STOCK_DRAWN.get(packed);
  }

  /** {@return how many cards the stock holds} As {@code stock().size()}, making no pile. */
  int stockSize() {
    return stock.size() - stockDrawn();
  }

  /** {@return the face-up discard pile, top first (H-7)} */
  public Pile discard() {
    return discard;
  }

  /** {@return the card the turn's player drew or took and has not placed yet (H-7)} */
  public Optional<Card> held() {
    return Facts.held(packed);
  }

  /** {@return the power the turn's player may use now, in phase {@link Phase#POWER} (H-8)} */
  public Optional<Power> power() {
    return Facts.power(packed);
  }

  /** {@return the turn's player, in play (H-7)} */
  public int turn() {
    return Facts.TURN.get(packed);
  }

  /**
   * {@return the seat that starts this round (H-6); while round 1 waits for its starter chance, 0}
   */
  public int starter() {
    return Facts.STARTER.get(packed);
  }

  /** {@return the seats that have peeked this round (H-5), bit {@code s} for seat {@code s}} */
  int peeked() {
    return Facts.PEEKED.get(packed);
  }

  /** {@return this round's {@code khamul}, if said (H-12)} */
  public Optional<Announcement> announcement() {
    return Facts.announcement(packed);
  }

  /** {@return the seats marked for the missed-announcement penalty this round (H-12), a bit set} */
  int marked() {
    return Facts.MARKED.get(packed);
  }

  /**
   * {@return whether the turn's player could announce with a hand worth at most the threshold when
   * its turn began, so that drawing or taking marks it (H-12)}
   */
  boolean markOnDraw() {
    return Facts.MARK_ON_DRAW.get(packed) != 0;
  }

  /** {@return a draw waiting for the discard pile to be recycled (H-11)} */
  Optional<PendingDraw> pendingDraw() {
    return Facts.pendingDraw(packed);
  }

  /** {@return {@link Side#SEAT}: every seat scores and wins for itself (H-13)} */
  @Override
  public Side side() {
    return Side.SEAT;
  }

  /** {@return each seat's game total (H-13)} */
  @Override
  public ImmutableList<Integer> scores() {
    return scores;
  }

  /** {@return which seats know where each card in a hand lies (H-15)} */
  Memory memory() {
    return memory;
  }

  /** {@return the rule set that made this state; every other rule set refuses it (RuleSet)} */
  public KhamulRules rules() {
    return rules;
  }

  /** {@return the state before the first round: every card gathered, waiting for the deck order} */
  static KhamulState start(KhamulRules rules) {
    int players = rules.options().players();
    Hand[] hands = new Hand[players];
    Arrays.fill(hands, Hand.empty());
    return new KhamulState(Facts.ROUND.with(Facts.withPhase(0, Phase.AWAITING_DEAL), 1), hands, Pile.empty(),
        Pile.empty(), ImmutableList.copyOf(Collections.nCopies(players, 0)), Memory.none(), rules);
  }

  /** {@return how many seats play} */
  public int players() {
    return hands.length;
  }

  /**
   * {@return {@code seat}'s hand}
   *
   * @param seat a seat of the table
   */
  Hand handOf(int seat) {
    return hands[seat];
  }

  /**
   * {@return whether {@code seat} has peeked this round (H-5)}
   *
   * @param seat a seat of the table
   */
  public boolean hasPeeked(int seat) {
    return (peeked() & (1 << seat)) != 0;
  }

  /**
   * {@return whether {@code seat} is marked for the missed-announcement penalty (H-12)}
   *
   * @param seat a seat of the table
   */
  public boolean isMarked(int seat) {
    return (marked() & (1 << seat)) != 0;
  }

  /** {@return whether the round is in play: after the peeks, before the reveal (H-9)} */
  public boolean inPlay() {
    return phase().isPlay();
  }

  @Override
  public Seating seating() {
    return Seating.players(hands.length);
  }

  @Override
  public Deck deck() {
    return Deck.standard52();
  }

  @Override
  public boolean isOver() {
    return phase() == Phase.OVER;
  }

  /** {@return the seats with the lowest total once the game is over (H-14), else empty} */
  @Override
  public ImmutableSet<Integer> winners() {
    if (!isOver()) {
      return ImmutableSet.of();
    }
    int lowest = Integer.MAX_VALUE;
    for (int score : scores) {
      lowest = Math.min(lowest, score);
    }
    ImmutableSet.Builder<Integer> out = ImmutableSet.builder();
    for (int seat = 0; seat < scores.size(); seat++) {
      if (scores.get(seat) == lowest) {
        out.add(seat);
      }
    }
    return out.build();
  }

  /**
   * {@return whether a chance action is due} As {@code chanceDue().isPresent()}, without listing
   * the cards a recycle orders.
   */
  boolean isChanceDue() {
    Phase phase = phase();
    return phase == Phase.AWAITING_DEAL || phase == Phase.AWAITING_STARTER || Facts.PENDING_DRAW.get(packed) != 0;
  }

  @Override
  public Optional<ChanceDue> chanceDue() {
    Phase phase = phase();
    if (phase == Phase.AWAITING_DEAL) {
      return DEAL_DUE;
    }
    if (phase == Phase.AWAITING_STARTER) {
      return players() < STARTER_DUES.size() ? STARTER_DUES.get(players())
          : Optional.of(new ChanceDue.StarterDue(players()));
    }
    Optional<PendingDraw> pendingDraw = pendingDraw();
    if (pendingDraw.isPresent()) {
      return Optional.of(new ChanceDue.ShuffleDue(Recycling.cardsToRecycle(discard, pendingDraw.get().recycle())));
    }
    return Optional.empty();
  }

  /** {@return {@code seat}'s slots, slot 0 first; not a held card (record-format.md expect hand)} */
  @Override
  public ImmutableList<Card> hand(int seat) {
    return hands[seat].cards();
  }

  /** {@return empty: Khamul has no table} */
  @Override
  public Optional<ImmutableList<Card>> table() {
    return Optional.empty();
  }

  /**
   * {@return every card keyed by its place: {@code "hand S"} slot by slot, {@code "drawn S"} for a
   * held card, {@code "stock"} and {@code "discard"} top first, {@code "deck"} while gathered}
   */
  @Override
  public ImmutableListMultimap<String, Card> placements() {
    ImmutableListMultimap.Builder<String, Card> out = ImmutableListMultimap.builder();
    if (phase() == Phase.AWAITING_DEAL) {
      return out.putAll("deck", Deck.standard52().cards()).build();
    }
    for (int seat = 0; seat < hands.length; seat++) {
      out.putAll("hand " + seat, hands[seat].cards());
    }
    held().ifPresent(card -> out.put("drawn " + turn(), card));
    out.putAll("stock", stock().cards());
    out.putAll("discard", discard.cards());
    return out.build();
  }

  /** {@return whether the stocks hold the same cards, however many were drawn from each pile held} */
  @SuppressWarnings("ReferenceEquality") // the same pile is the fast path; the cards follow
  private boolean sameStock(KhamulState that) {
    int size = stockSize();
    if (size != that.stockSize()) {
      return false;
    }
    int drawn = stockDrawn();
    int thatDrawn = that.stockDrawn();
    if (stock == that.stock && drawn == thatDrawn) {
      return true;
    }
    for (int depth = 0; depth < size; depth++) {
      if (!stock.get(drawn + depth).equals(that.stock.get(thatDrawn + depth))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof KhamulState that
        && (packed & Facts.GAME) == (that.packed & Facts.GAME)
        && Arrays.equals(hands, that.hands)
        && sameStock(that)
        && discard.equals(that.discard)
        && scores.equals(that.scores)
        && memory.equals(that.memory)
        && rules.equals(that.rules);
  }

  @Override
  public int hashCode() {
    int hash = Long.hashCode(packed & Facts.GAME);
    hash = 31 * hash + Arrays.hashCode(hands);
    hash = 31 * hash + stock().hashCode();
    hash = 31 * hash + discard.hashCode();
    hash = 31 * hash + scores.hashCode();
    hash = 31 * hash + memory.hashCode();
    hash = 31 * hash + rules.hashCode();
    return hash;
  }

  /** {@return every component, hidden cards and memories included: never log it, never send it} */
  @Override
  public String toString() {
    return "KhamulState[" + Facts.toString(packed)
        + ", hands=" + Arrays.toString(hands)
        + ", stock=" + stock()
        + ", discard=" + discard
        + ", scores=" + scores
        + ", memory=" + memory
        + ", rules=" + rules + "]";
  }
}
