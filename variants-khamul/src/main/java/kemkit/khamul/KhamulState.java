package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.stream.IntStream;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.RuleSet;
import kemkit.game.Side;
import kemkit.kit.state.Coded;
import kemkit.kit.state.Field;
import kemkit.kit.state.Flag;
import kemkit.kit.state.Schema;
import kemkit.kit.state.SchemaState;
import kemkit.kit.state.SeatSlot;
import kemkit.kit.state.Slot;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

import static kemkit.kit.state.Trait.EACH_ROUND;
import static kemkit.kit.state.Trait.SECRET;

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
 * <p>Its parts are declared once, below, as the rules kit's schema ({@link Schema}): a part is one
 * line, and equality, hashing, {@code toString}, what a new round resets ({@code EACH_ROUND}) and
 * what a sample must draw again ({@code SECRET}) come from it. Only the workspace of an action makes
 * a state. Its {@link #toString()} is complete: every hand, the stock's order, every memory. Never
 * log it or send it to a seat.
 */
public final class KhamulState extends SchemaState {

  private static final Schema.Builder<KhamulState> PARTS = Schema.builder("KhamulState", KhamulState::new);
  private static final int LAST_SEAT = Interned.MAX_SEATS - 1;
  private static final int ALL_SEATS = (1 << Interned.MAX_SEATS) - 1;

  /** The round, from 1 (C-8). */
  static final Field ROUND = PARTS.number("round", 1, (1 << 20) - 1);
  /** Where the round stands. */
  static final Coded<Phase> PHASE = PARTS.choice("phase", Phase.class);
  /** The turn's player (H-7). */
  static final Field TURN = PARTS.number("turn", 0, LAST_SEAT);
  /** The seat that starts the round (H-6). */
  static final Field STARTER = PARTS.number("starter", 0, LAST_SEAT);
  /** The seats that have peeked this round, a bit set (H-5). */
  static final Field PEEKED = PARTS.number("peeked", 0, ALL_SEATS, EACH_ROUND);
  /** The seats marked for the missed-announcement penalty, a bit set; told to nobody before the reveal (H-12). */
  static final Field MARKED = PARTS.number("marked", 0, ALL_SEATS, EACH_ROUND, SECRET);
  /** Whether drawing or taking marks the turn's player: read from its hand's value (H-12). */
  static final Flag MARK_ON_DRAW = PARTS.flag("markOnDraw", EACH_ROUND, SECRET);
  /** The card the turn's player drew or took and has not placed yet (H-7). */
  static final Coded<Optional<Card>> HELD =
      PARTS.coded("held", Interned.CARDS, Interned::code, EACH_ROUND, SECRET);
  /** The power the turn's player may use now (H-8). */
  static final Coded<Optional<Power>> POWER = PARTS.optional("power", Power.class, EACH_ROUND);
  /** This round's {@code khamul}; whether it was false is valued from a hidden hand (H-12). */
  static final Coded<Optional<Announcement>> ANNOUNCEMENT =
      PARTS.coded("announcement", Interned.ANNOUNCEMENTS, Interned::announcementCode, EACH_ROUND, SECRET);
  /** A draw waiting for the discard pile to be recycled (H-11). */
  static final Coded<Optional<PendingDraw>> PENDING_DRAW =
      PARTS.coded("pendingDraw", Interned.PENDING_DRAWS, Interned::pendingCode, EACH_ROUND);
  /** Each seat's row of face-down slots (H-4). */
  static final SeatSlot<Hand> HANDS = PARTS.perSeat("hands", Hand.class, Hand.empty(), EACH_ROUND, SECRET);
  /** The face-down stock, top first (H-7). */
  static final Slot<Pile> STOCK = PARTS.slot("stock", Pile.class, Pile.empty(), EACH_ROUND, SECRET);
  /** The face-up discard pile, top first (H-7). */
  static final Slot<Pile> DISCARD = PARTS.slot("discard", Pile.class, Pile.empty(), EACH_ROUND);
  /** Each seat's game total (H-13). */
  static final Slot<ImmutableList<Integer>> SCORES = PARTS.slot("scores", scoresType());
  /** Which seats know where each card in a hand lies (H-15). */
  static final Slot<Memory> MEMORY = PARTS.slot("memory", Memory.class, Memory.none(), EACH_ROUND, SECRET);
  /** The rule set that made the state: every other rule set refuses it. */
  static final Slot<RuleSet<?, ?, ?, ?>> RULES = PARTS.slot("rules", rulesType());
  /** Every part above, in order; built after the last. */
  static final Schema<KhamulState> SCHEMA = PARTS.build();

  // The chance actions due before a deal and before the first round's starter never change.
  private static final Optional<ChanceDue> DEAL_DUE =
      Optional.of(new ChanceDue.ShuffleDue(Deck.standard52().cards()));
  private static final ImmutableList<Optional<ChanceDue>> STARTER_DUES = IntStream.rangeClosed(0, Interned.MAX_SEATS)
      .mapToObj(seats -> Optional.<ChanceDue>of(new ChanceDue.StarterDue(seats)))
      .collect(ImmutableList.toImmutableList());

  private KhamulState() {}

  @SuppressWarnings({"unchecked", "rawtypes"}) // a class literal has no type arguments
  private static Class<ImmutableList<Integer>> scoresType() {
    return (Class) ImmutableList.class;
  }

  @SuppressWarnings({"unchecked", "rawtypes"}) // a class literal has no type arguments
  private static Class<RuleSet<?, ?, ?, ?>> rulesType() {
    return (Class) RuleSet.class;
  }

  @Override
  protected Schema<KhamulState> schema() {
    return SCHEMA;
  }

  /** {@return the round being played or waiting to be dealt, 1 for the first (C-8)} */
  @Override
  public int round() {
    return get(ROUND);
  }

  /** {@return where the round stands} */
  public Phase phase() {
    return get(PHASE);
  }

  /** {@return the face-down stock, top first (H-7)} */
  public Pile stock() {
    return get(STOCK);
  }

  /** {@return how many cards the stock holds} */
  int stockSize() {
    return get(STOCK).size();
  }

  /** {@return the face-up discard pile, top first (H-7)} */
  public Pile discard() {
    return get(DISCARD);
  }

  /** {@return the card the turn's player drew or took and has not placed yet (H-7)} */
  public Optional<Card> held() {
    return get(HELD);
  }

  /** {@return the power the turn's player may use now, in phase {@link Phase#POWER} (H-8)} */
  public Optional<Power> power() {
    return get(POWER);
  }

  /** {@return the turn's player, in play (H-7)} */
  public int turn() {
    return get(TURN);
  }

  /**
   * {@return the seat that starts this round (H-6); while round 1 waits for its starter chance, 0}
   */
  public int starter() {
    return get(STARTER);
  }

  /** {@return the seats that have peeked this round (H-5), bit {@code s} for seat {@code s}} */
  int peeked() {
    return get(PEEKED);
  }

  /** {@return this round's {@code khamul}, if said (H-12)} */
  public Optional<Announcement> announcement() {
    return get(ANNOUNCEMENT);
  }

  /** {@return the seats marked for the missed-announcement penalty this round (H-12), a bit set} */
  int marked() {
    return get(MARKED);
  }

  /**
   * {@return whether the turn's player could announce with a hand worth at most the threshold when
   * its turn began, so that drawing or taking marks it (H-12)}
   */
  boolean markOnDraw() {
    return get(MARK_ON_DRAW);
  }

  /** {@return a draw waiting for the discard pile to be recycled (H-11)} */
  Optional<PendingDraw> pendingDraw() {
    return get(PENDING_DRAW);
  }

  /** {@return {@link Side#SEAT}: every seat scores and wins for itself (H-13)} */
  @Override
  public Side side() {
    return Side.SEAT;
  }

  /** {@return each seat's game total (H-13)} */
  @Override
  public ImmutableList<Integer> scores() {
    return get(SCORES);
  }

  /** {@return which seats know where each card in a hand lies (H-15)} */
  Memory memory() {
    return get(MEMORY);
  }

  /**
   * {@return the rule set that made this state; every other rule set refuses it (RuleSet)} A
   * {@link KhamulRules}: a state names the interface, not the class, so that values never depend on
   * the rules.
   */
  @SuppressWarnings("unchecked") // only Khamul's rules make Khamul states
  public RuleSet<KhamulState, KhamulAction, KhamulEvent, KhamulView> rules() {
    return (RuleSet<KhamulState, KhamulAction, KhamulEvent, KhamulView>) get(RULES);
  }

  /** {@return how many seats play} */
  public int players() {
    return seats(HANDS);
  }

  /**
   * {@return {@code seat}'s hand}
   *
   * @param seat a seat of the table
   */
  Hand handOf(int seat) {
    return get(HANDS, seat);
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
    return Seating.players(players());
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
    ImmutableList<Integer> scores = scores();
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
    return phase == Phase.AWAITING_DEAL || phase == Phase.AWAITING_STARTER || pendingDraw().isPresent();
  }

  @Override
  public Optional<ChanceDue> chanceDue() {
    Phase phase = phase();
    if (phase == Phase.AWAITING_DEAL) {
      return DEAL_DUE;
    }
    if (phase == Phase.AWAITING_STARTER) {
      return STARTER_DUES.get(players());
    }
    Optional<PendingDraw> pendingDraw = pendingDraw();
    if (pendingDraw.isPresent()) {
      // H-11: the cards under those the recycle leaves on the pile, in any order.
      Pile discard = discard();
      int kept = Math.min(pendingDraw.get().recycle().kept(), discard.size());
      return Optional.of(new ChanceDue.ShuffleDue(discard.drawn(kept).cards()));
    }
    return Optional.empty();
  }

  /** {@return {@code seat}'s slots, slot 0 first; not a held card (record-format.md expect hand)} */
  @Override
  public ImmutableList<Card> hand(int seat) {
    return handOf(seat).cards();
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
    for (int seat = 0; seat < players(); seat++) {
      out.putAll("hand " + seat, handOf(seat).cards());
    }
    held().ifPresent(card -> out.put("drawn " + turn(), card));
    out.putAll("stock", stock().cards());
    out.putAll("discard", discard().cards());
    return out.build();
  }
}
