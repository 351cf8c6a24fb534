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

  // Every action makes a new state, so the small facts, the round included, are packed in one
  // long, each at the bit its constant names and as wide as its _BITS says, and the optional ones
  // are given back as interned values: a state is 40 bytes rather than 80.
  private static final int SEAT_BITS = 3; // a seat, 0 to SEAT_LIMIT - 1
  private static final int SEATS_BITS = 6; // a bit set of seats: H-1 allows 6
  private static final int PHASE = 0;
  private static final int PHASE_BITS = 4;
  private static final int TURN = PHASE + PHASE_BITS;
  private static final int STARTER = TURN + SEAT_BITS;
  private static final int PEEKED = STARTER + SEAT_BITS;
  private static final int MARKED = PEEKED + SEATS_BITS;
  private static final int MARK_ON_DRAW = MARKED + SEATS_BITS;
  private static final int HELD = MARK_ON_DRAW + 1; // 0 for none, else 1 + the card's index
  private static final int HELD_BITS = 6;
  private static final int POWER = HELD + HELD_BITS; // 0 for none, else 1 + the power's ordinal
  private static final int POWER_BITS = 2;
  private static final int ANNOUNCEMENT = POWER + POWER_BITS; // 0 for none, else 1 + seat * 2 + isFalse
  private static final int ANNOUNCEMENT_BITS = 5;
  // 0 for none, else 1 + (reason * SEAT_LIMIT + seat) * 2 + recycle
  private static final int PENDING_DRAW = ANNOUNCEMENT + ANNOUNCEMENT_BITS;
  private static final int PENDING_DRAW_BITS = 6;
  // How many cards were drawn from the top of the stock pile the state holds: a draw then makes no
  // new pile. Its stock is what is left (see stock()).
  private static final int STOCK_DRAWN = PENDING_DRAW + PENDING_DRAW_BITS;
  private static final int STOCK_DRAWN_BITS = 6; // a stock holds at most the 52 cards of the deck
  // The facts but the stock's drawn count, which equal states may differ in (see sameStock).
  private static final long FACTS = ~(((1L << STOCK_DRAWN_BITS) - 1) << STOCK_DRAWN);
  private static final int ROUND = STOCK_DRAWN + STOCK_DRAWN_BITS;
  private static final int ROUND_BITS = Long.SIZE - ROUND; // 16: far more rounds than a game plays
  private static final int SEAT_LIMIT = 1 << SEAT_BITS; // the seats a seat field can hold
  private static final Phase[] PHASES = Phase.values();
  private static final Power[] POWERS = Power.values();
  private static final ImmutableList<Optional<Announcement>> ANNOUNCEMENTS = announcements();
  private static final ImmutableList<Optional<PendingDraw>> PENDING_DRAWS = pendingDraws();
  // The chance actions due before a deal and before the first round's starter never change.
  private static final Optional<ChanceDue> DEAL_DUE =
      Optional.of(new ChanceDue.ShuffleDue(Deck.standard52().cards()));
  private static final ImmutableList<Optional<ChanceDue>> STARTER_DUES = IntStream.rangeClosed(0, SEAT_LIMIT)
      .mapToObj(seats -> Optional.<ChanceDue>of(new ChanceDue.StarterDue(seats)))
      .collect(ImmutableList.toImmutableList());

  private final long packed;
  // Never written after construction and never handed out: a transition gives its own array.
  private final Hand[] hands;
  // The stock once held, before the last STOCK_DRAWN cards were drawn from its top.
  private final Pile stock;
  private final Pile discard;
  private final ImmutableList<Integer> scores;
  private final Memory memory;
  private final KhamulRules rules;

  KhamulState(
      int round,
      Phase phase,
      ImmutableList<Hand> hands,
      Pile stock,
      Pile discard,
      Optional<Card> held,
      Optional<Power> power,
      int turn,
      int starter,
      int peeked,
      Optional<Announcement> announcement,
      int marked,
      boolean markOnDraw,
      Optional<PendingDraw> pendingDraw,
      ImmutableList<Integer> scores,
      Memory memory,
      KhamulRules rules) {
    this(round, phase, hands.toArray(new Hand[0]), stock, 0, discard, held, power, turn, starter, peeked,
        announcement, marked, markOnDraw, pendingDraw, scores, memory, rules);
  }

  /**
   * As above, taking {@code hands} as its own (the caller never writes to the array again), with
   * a stock of {@code stock} less its top {@code stockDrawn} cards.
   */
  KhamulState(
      int round,
      Phase phase,
      Hand[] hands,
      Pile stock,
      int stockDrawn,
      Pile discard,
      Optional<Card> held,
      Optional<Power> power,
      int turn,
      int starter,
      int peeked,
      Optional<Announcement> announcement,
      int marked,
      boolean markOnDraw,
      Optional<PendingDraw> pendingDraw,
      ImmutableList<Integer> scores,
      Memory memory,
      KhamulRules rules) {
    this.packed = (long) requireNonNull(phase, "phase").ordinal() << PHASE
        | (long) round(round) << ROUND
        | (long) drawn(stockDrawn, requireNonNull(stock, "stock")) << STOCK_DRAWN
        | (long) seat(turn, "turn") << TURN
        | (long) seat(starter, "starter") << STARTER
        | (long) seats(peeked, "peeked") << PEEKED
        | (long) seats(marked, "marked") << MARKED
        | (markOnDraw ? 1L : 0L) << MARK_ON_DRAW
        | (long) (requireNonNull(held, "held").isPresent() ? 1 + held.get().index() : 0) << HELD
        | (long) (requireNonNull(power, "power").isPresent() ? 1 + power.get().ordinal() : 0) << POWER
        | (long) (requireNonNull(announcement, "announcement").isPresent() ? code(announcement.get()) : 0)
            << ANNOUNCEMENT
        | (long) (requireNonNull(pendingDraw, "pendingDraw").isPresent() ? code(pendingDraw.get()) : 0)
            << PENDING_DRAW;
    this.hands = requireNonNull(hands, "hands");
    this.stock = requireNonNull(stock, "stock");
    this.discard = requireNonNull(discard, "discard");
    this.scores = requireNonNull(scores, "scores");
    this.memory = requireNonNull(memory, "memory");
    this.rules = requireNonNull(rules, "rules");
  }

  private static int drawn(int drawn, Pile stock) {
    if (drawn < 0 || drawn > stock.size()) {
      throw new IllegalArgumentException("cannot draw " + drawn + " cards from a stock of " + stock.size());
    }
    return drawn;
  }

  private static int round(int round) {
    if (round < 0 || round >= 1 << ROUND_BITS) {
      throw new IllegalArgumentException("no round " + round + ": a Khamul state counts rounds from 0 to "
          + ((1 << ROUND_BITS) - 1));
    }
    return round;
  }

  private static int seat(int seat, String what) {
    if (seat < 0 || seat >= SEAT_LIMIT) {
      throw new IllegalArgumentException(what + " is no seat of a Khamul table: " + seat);
    }
    return seat;
  }

  private static int seats(int seats, String what) {
    if ((seats & ~((1 << SEATS_BITS) - 1)) != 0) {
      throw new IllegalArgumentException(what + " names seats beyond a Khamul table: " + seats);
    }
    return seats;
  }

  private static int code(Announcement announcement) {
    return 1 + seat(announcement.seat(), "the announcer") * 2 + (announcement.isFalse() ? 1 : 0);
  }

  private static int code(PendingDraw draw) {
    return 1 + (draw.reason().ordinal() * SEAT_LIMIT + seat(draw.seat(), "the drawer")) * 2 + draw.recycle().ordinal();
  }

  private static ImmutableList<Optional<Announcement>> announcements() {
    ImmutableList.Builder<Optional<Announcement>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (int seat = 0; seat < SEAT_LIMIT; seat++) {
      out.add(Optional.of(new Announcement(seat, false)), Optional.of(new Announcement(seat, true)));
    }
    return out.build();
  }

  private static ImmutableList<Optional<PendingDraw>> pendingDraws() {
    ImmutableList.Builder<Optional<PendingDraw>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (PendingDraw.Reason reason : PendingDraw.Reason.values()) {
      for (int seat = 0; seat < SEAT_LIMIT; seat++) {
        for (KhamulOptions.Recycle recycle : KhamulOptions.Recycle.values()) {
          out.add(Optional.of(new PendingDraw(reason, seat, recycle)));
        }
      }
    }
    return out.build();
  }

  /** {@return {@code Optional.of(announcement)}, the same object for equal announcements} */
  static Optional<Announcement> interned(Announcement announcement) {
    return ANNOUNCEMENTS.get(code(announcement));
  }

  /** {@return {@code Optional.of(draw)}, the same object for equal pending draws} */
  static Optional<PendingDraw> interned(PendingDraw draw) {
    return PENDING_DRAWS.get(code(draw));
  }

  private int field(int shift, int bits) {
    return (int) (packed >>> shift) & ((1 << bits) - 1);
  }

  /** {@return the round being played or waiting to be dealt, 1 for the first (C-8)} */
  @Override
  public int round() {
    return (int) (packed >>> ROUND);
  }

  /** {@return where the round stands} */
  public Phase phase() {
    return PHASES[field(PHASE, PHASE_BITS)];
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
    return field(STOCK_DRAWN, STOCK_DRAWN_BITS);
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
    int held = field(HELD, HELD_BITS);
    return held == 0 ? Optional.empty() : Interned.card(Card.byIndex(held - 1));
  }

  /** {@return the power the turn's player may use now, in phase {@link Phase#POWER} (H-8)} */
  public Optional<Power> power() {
    int power = field(POWER, POWER_BITS);
    return power == 0 ? Optional.empty() : Interned.power(POWERS[power - 1]);
  }

  /** {@return the turn's player, in play (H-7)} */
  public int turn() {
    return field(TURN, SEAT_BITS);
  }

  /**
   * {@return the seat that starts this round (H-6); while round 1 waits for its starter chance, 0}
   */
  public int starter() {
    return field(STARTER, SEAT_BITS);
  }

  /** {@return the seats that have peeked this round (H-5), bit {@code s} for seat {@code s}} */
  int peeked() {
    return field(PEEKED, SEATS_BITS);
  }

  /** {@return this round's {@code khamul}, if said (H-12)} */
  public Optional<Announcement> announcement() {
    return ANNOUNCEMENTS.get(field(ANNOUNCEMENT, ANNOUNCEMENT_BITS));
  }

  /** {@return the seats marked for the missed-announcement penalty this round (H-12), a bit set} */
  int marked() {
    return field(MARKED, SEATS_BITS);
  }

  /**
   * {@return whether the turn's player could announce with a hand worth at most the threshold when
   * its turn began, so that drawing or taking marks it (H-12)}
   */
  boolean markOnDraw() {
    return field(MARK_ON_DRAW, 1) != 0;
  }

  /** {@return a draw waiting for the discard pile to be recycled (H-11)} */
  Optional<PendingDraw> pendingDraw() {
    return PENDING_DRAWS.get(field(PENDING_DRAW, PENDING_DRAW_BITS));
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
    return new KhamulState(1, Phase.AWAITING_DEAL,
        ImmutableList.copyOf(Collections.nCopies(players, Hand.empty())), Pile.empty(), Pile.empty(),
        Optional.empty(), Optional.empty(), 0, 0, 0, Optional.empty(), 0, false, Optional.empty(),
        ImmutableList.copyOf(Collections.nCopies(players, 0)), Memory.none(), rules);
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
    return phase == Phase.AWAITING_DEAL || phase == Phase.AWAITING_STARTER || field(PENDING_DRAW, PENDING_DRAW_BITS) != 0;
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
        && (packed & FACTS) == (that.packed & FACTS)
        && Arrays.equals(hands, that.hands)
        && sameStock(that)
        && discard.equals(that.discard)
        && scores.equals(that.scores)
        && memory.equals(that.memory)
        && rules.equals(that.rules);
  }

  @Override
  public int hashCode() {
    int hash = Long.hashCode(packed & FACTS);
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
    return "KhamulState[round=" + round()
        + ", phase=" + phase()
        + ", hands=" + Arrays.toString(hands)
        + ", stock=" + stock()
        + ", discard=" + discard
        + ", held=" + held()
        + ", power=" + power()
        + ", turn=" + turn()
        + ", starter=" + starter()
        + ", peeked=" + peeked()
        + ", announcement=" + announcement()
        + ", marked=" + marked()
        + ", markOnDraw=" + markOnDraw()
        + ", pendingDraw=" + pendingDraw()
        + ", scores=" + scores
        + ", memory=" + memory
        + ", rules=" + rules + "]";
  }
}
