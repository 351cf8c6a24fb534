package kemkit.learn;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;
import kemkit.khamul.Power;

/**
 * The learning encoding of a Khamul rule set (2 to 6 players, every option). Seats are relative to
 * the seat that looks (offset 0 is that seat, 1 the next clockwise). A hand can grow to the whole
 * deck (penalty cards, H-9; forced draws, H-8), so slots run to {@value #SLOTS}: every legal action
 * has its index, whatever the hands hold.
 *
 * <p>The memory cells say, for each slot of each hand, whether it exists, whether this seat knows
 * its card (H-15) and, if so, the card's colour and rank: all that any rule reads of a card (values
 * H-2, powers H-8, snaps H-9); the exact cards of the discard pile and of the card held are given
 * in full.
 *
 * <p>The action numbering: {@code khamul}, {@code draw}, {@code take}, {@code discard}, {@code
 * skip}, {@code rearrange} (one index for every permutation: the legal list holds one, H-10), then
 * {@code peek A B} (ordered pairs of the four dealt slots), {@code swap I}, {@code look I}, {@code
 * snap I} by slot, {@code force S} by seat offset, {@code kswap I S J} by slot, seat offset and
 * slot.
 */
final class KhamulEncoding implements Encoding<KhamulAction, KhamulEvent, KhamulView> {

  static final int OBSERVATION_VERSION = 1;
  static final int INFORMATION_STATE_VERSION = 1;

  /** The most slots a hand can have: the deck. */
  static final int SLOTS = Card.COUNT;
  private static final int CARDS = Card.COUNT;
  private static final int DEALT = 4;
  private static final int RANKS = Rank.values().length;
  /** A memory cell: exists, known, black, then the rank one-hot. */
  private static final int CELL = 3 + RANKS;
  private static final Phase[] PHASES = Phase.values();
  private static final Power[] POWERS = Power.values();

  private static final int ANNOUNCE = 0;
  private static final int DRAW = 1;
  private static final int TAKE = 2;
  private static final int DISCARD = 3;
  private static final int SKIP = 4;
  private static final int REARRANGE = 5;
  private static final int PEEK = 6;
  private static final int SWAP = PEEK + DEALT * (DEALT - 1);
  private static final int LOOK = SWAP + SLOTS;
  private static final int SNAP = LOOK + SLOTS;
  private static final int FORCE = SNAP + SLOTS;

  private final KhamulRules rules;
  private final int seats;
  private final float target;
  private final int kingSwap;
  private final int distinct;
  private final Layout observation;
  private final Layout informationState;

  private final int phase;
  private final int flags;
  private final int turn;
  private final int starter;
  private final int announcer;
  private final int peeked;
  private final int power;
  private final int held;
  private final int discardTop;
  private final int discard;
  private final int stock;
  private final int scores;
  private final int memory;

  KhamulEncoding(KhamulRules rules) {
    this.rules = rules;
    this.seats = rules.options().players();
    this.target = rules.options().target();
    this.kingSwap = FORCE + seats - 1;
    this.distinct = kingSwap + SLOTS * (seats - 1) * SLOTS;

    Layout.Builder o = new Layout.Builder("khamul-observation", OBSERVATION_VERSION);
    phase = o.add("phase", "where the round stands, one-hot: " + Arrays.toString(PHASES), PHASES.length);
    flags = o.add("flags", "1 when: a chance action is due (a deal, the starter, a recycle), it is this seat's turn in play",
        2);
    turn = o.add("turn", "the turn's seat, one-hot by seat offset", seats);
    starter = o.add("starter", "the seat that starts the round (H-6), one-hot by seat offset", seats);
    announcer = o.add("announcer", "the seat that said khamul this round (H-12), one-hot by seat offset", seats);
    peeked = o.add("peeked", "1 for each seat that has peeked this round (H-5), by seat offset", seats);
    power = o.add("power", "the power pending (H-8), one-hot: " + Arrays.toString(POWERS), POWERS.length);
    held = o.add("held", "the card the turn's seat holds, when this seat knows it (its own draw, a take), one-hot by card",
        CARDS);
    discardTop = o.add("discard-top", "the top discard (H-9), one-hot by card", CARDS);
    discard = o.add("discard", "every card of the discard pile, face up (H-15)", CARDS);
    stock = o.add("stock", "the stock's size divided by 52", 1);
    scores = o.add("scores", "each seat's game total divided by the target (H-14), by seat offset", seats);
    memory = o.add("memory", "each hand (by seat offset), slot by slot: the slot exists, this seat knows its card (H-15),"
        + " the card is black, the card's rank one-hot A..K", seats, SLOTS, CELL);
    this.observation = o.build();

    Layout.Builder i = new Layout.Builder("khamul-information-state", INFORMATION_STATE_VERSION);
    i.addAll(observation);
    Recall.layout(i, seats, 0, KhamulReader.KINDS, SLOTS, 0);
    this.informationState = i.build();
  }

  @Override
  public KhamulRules rules() {
    return rules;
  }

  @Override
  public Layout observationLayout() {
    return observation;
  }

  @Override
  public Layout informationStateLayout() {
    return informationState;
  }

  @Override
  public void observation(KhamulView view, float[] out) {
    int me = view.seat();
    // Everything before the memory is cleared; the memory is written cell by cell, absent slots too.
    Arrays.fill(out, 0, memory, 0f);
    out[phase + view.phase().ordinal()] = 1f;
    out[flags] = view.awaitingChance() ? 1f : 0f;
    out[flags + 1] = view.isMyTurn() ? 1f : 0f;
    out[turn + seat(view.turn(), me)] = 1f;
    out[starter + seat(view.starter(), me)] = 1f;
    Optional<Integer> said = view.announcer();
    if (said.isPresent()) {
      out[announcer + seat(said.get(), me)] = 1f;
    }
    for (int s = 0; s < seats; s++) {
      if (view.peeked().contains(s)) {
        out[peeked + seat(s, me)] = 1f;
      }
    }
    if (view.power().isPresent()) {
      out[power + view.power().get().ordinal()] = 1f;
    }
    if (view.held().isPresent()) {
      out[held + view.held().get().index()] = 1f;
    }
    ImmutableList<Card> pile = view.discard();
    if (!pile.isEmpty()) {
      out[discardTop + pile.get(0).index()] = 1f;
    }
    for (int k = 0; k < pile.size(); k++) {
      out[discard + pile.get(k).index()] = 1f;
    }
    out[stock] = view.stockSize() / (float) CARDS;
    for (int s = 0; s < seats; s++) {
      out[scores + seat(s, me)] = view.scores().get(s) / target;
    }
    for (int s = 0; s < seats; s++) {
      int base = memory + seat(s, me) * SLOTS * CELL;
      ImmutableList<Optional<Card>> hand = view.memory().get(s);
      int size = Math.min(hand.size(), SLOTS);
      Arrays.fill(out, base, base + SLOTS * CELL, 0f);
      for (int slot = 0; slot < size; slot++) {
        int cell = base + slot * CELL;
        out[cell] = 1f;
        Optional<Card> card = hand.get(slot);
        if (card.isPresent()) {
          out[cell + 1] = 1f;
          out[cell + 2] = card.get().isBlack() ? 1f : 0f;
          out[cell + 3 + card.get().rank().ordinal()] = 1f;
        }
      }
    }
  }

  @Override
  public Recall<KhamulAction, KhamulEvent> recall(int seat) {
    if (seat < 0 || seat >= seats) {
      throw new IllegalArgumentException("no seat " + seat + " at a table of " + seats);
    }
    return new Recall<>(new KhamulReader(), seat, seats, 0, KhamulReader.KINDS, SLOTS, 0);
  }

  @Override
  public void informationState(KhamulView view, Recall<KhamulAction, KhamulEvent> recall, float[] out) {
    if (recall.seat() != view.seat()) {
      throw new IllegalArgumentException("the recall of seat " + recall.seat() + " with the view of seat " + view.seat());
    }
    observation(view, out);
    recall.write(out, observation.size());
  }

  @Override
  public int numDistinctActions() {
    return distinct;
  }

  @Override
  public int actionIndex(KhamulAction action) {
    int me = action.seat();
    if (me < 0 || me >= seats) {
      throw new IllegalArgumentException("no index for an action of seat " + me + " at a table of " + seats);
    }
    return action.accept(new KhamulAction.Visitor<Integer>() {
      @Override
      public Integer peek(KhamulAction.Peek a) {
        int first = a.first();
        int second = a.second();
        if (first < 0 || first >= DEALT || second < 0 || second >= DEALT || first == second) {
          throw noIndex(a);
        }
        return PEEK + first * (DEALT - 1) + (second < first ? second : second - 1);
      }

      @Override
      public Integer draw(KhamulAction.Draw a) {
        return DRAW;
      }

      @Override
      public Integer take(KhamulAction.Take a) {
        return TAKE;
      }

      @Override
      public Integer discard(KhamulAction.Discard a) {
        return DISCARD;
      }

      @Override
      public Integer swap(KhamulAction.Swap a) {
        return SWAP + slot(a, a.slot());
      }

      @Override
      public Integer look(KhamulAction.Look a) {
        return LOOK + slot(a, a.slot());
      }

      @Override
      public Integer force(KhamulAction.Force a) {
        return FORCE + other(a, a.target()) - 1;
      }

      @Override
      public Integer kingSwap(KhamulAction.KingSwap a) {
        return kingSwap + (slot(a, a.slot()) * (seats - 1) + other(a, a.target()) - 1) * SLOTS + slot(a, a.targetSlot());
      }

      @Override
      public Integer skip(KhamulAction.Skip a) {
        return SKIP;
      }

      @Override
      public Integer snap(KhamulAction.Snap a) {
        return SNAP + slot(a, a.slot());
      }

      @Override
      public Integer rearrange(KhamulAction.Rearrange a) {
        return REARRANGE;
      }

      @Override
      public Integer announce(KhamulAction.Announce a) {
        return ANNOUNCE;
      }
    });
  }

  private static int slot(KhamulAction action, int slot) {
    if (slot < 0 || slot >= SLOTS) {
      throw noIndex(action);
    }
    return slot;
  }

  private int other(KhamulAction action, int target) {
    int offset = target >= 0 && target < seats ? seat(target, action.seat()) : 0;
    if (offset == 0) {
      throw noIndex(action);
    }
    return offset;
  }

  private static IllegalArgumentException noIndex(KhamulAction action) {
    return new IllegalArgumentException("the action numbering has no index for " + action);
  }

  @Override
  public KhamulAction action(KhamulView view, int index) {
    int me = view.seat();
    if (index < 0 || index >= distinct) {
      throw new IllegalArgumentException("action index " + index + " is not below " + distinct);
    }
    if (index < PEEK) {
      return switch (index) {
        case ANNOUNCE -> new KhamulAction.Announce(me);
        case DRAW -> new KhamulAction.Draw(me);
        case TAKE -> new KhamulAction.Take(me);
        case DISCARD -> new KhamulAction.Discard(me);
        case SKIP -> new KhamulAction.Skip(me);
        default -> new KhamulAction.Rearrange(me, rotation(view.handSizes().get(me)));
      };
    }
    if (index < SWAP) {
      int i = index - PEEK;
      int first = i / (DEALT - 1);
      int other = i % (DEALT - 1);
      return new KhamulAction.Peek(me, first, other < first ? other : other + 1);
    }
    if (index < LOOK) {
      return new KhamulAction.Swap(me, index - SWAP);
    }
    if (index < SNAP) {
      return new KhamulAction.Look(me, index - LOOK);
    }
    if (index < FORCE) {
      return new KhamulAction.Snap(me, index - SNAP);
    }
    if (index < kingSwap) {
      return new KhamulAction.Force(me, (me + index - FORCE + 1) % seats);
    }
    int i = index - kingSwap;
    int targetSlot = i % SLOTS;
    int rest = i / SLOTS;
    return new KhamulAction.KingSwap(me, rest / (seats - 1), (me + rest % (seats - 1) + 1) % seats, targetSlot);
  }

  /** {@return the rotation {@code 1 2 … size-1 0}: the rearrange the legal list holds (H-10)} */
  private static ImmutableList<Integer> rotation(int size) {
    ImmutableList.Builder<Integer> out = ImmutableList.builderWithExpectedSize(size);
    for (int i = 0; i < size; i++) {
      out.add((i + 1) % size);
    }
    return out.build();
  }

  @Override
  public ImmutableList<String> actionBlocks() {
    return ImmutableList.of("khamul 0", "draw 1", "take 2", "discard 3", "skip 4",
        "rearrange 5 (every permutation; the rotation 1 2 … 0 when asked for)",
        "peek A B " + PEEK + ".." + (SWAP - 1) + " (A·3 + B, B counted without A; slots 0..3)",
        "swap I " + SWAP + ".." + (LOOK - 1), "look I " + LOOK + ".." + (SNAP - 1), "snap I " + SNAP + ".." + (FORCE - 1),
        "force S " + FORCE + ".." + (kingSwap - 1) + " (seat offset 1..)",
        "kswap I S J " + kingSwap + ".." + (distinct - 1) + " ((I·(seats-1) + offset-1)·52 + J)");
  }

  private int seat(int seat, int me) {
    return Math.floorMod(seat - me, seats);
  }
}
