package kemkit.kit.state;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;

import java.lang.invoke.VarHandle;
import kemkit.game.Event;
import kemkit.game.EventLog;
import kemkit.game.Outcome;

/**
 * The workspace of one action, the same for every game: the new state in the making, which the
 * mechanics edit part by part, and the log of the events they write. {@link #state()} hands the new
 * state out: the one place where a state is made.
 *
 * <pre>{@code
 * try (Workspace<TrickState> work = Workspace.begin(TrickState.SCHEMA, state)) {
 *   Card card = work.get(STOCK).top();
 *   work.set(STOCK, work.get(STOCK).drawn(1));
 *   work.set(HANDS, seat, work.get(HANDS, seat).plus(card));
 *   DREW.write(work.log(), seat, card.index());
 *   return work.accepted(TrickEvents.SCHEMA);
 * }
 * }</pre>
 *
 * <p><b>Reads see the writes before them</b>: every part is read with {@code get} and written with
 * {@code set}, and a part nobody wrote reads as the state before had it.
 *
 * <p><b>Copy on write, of what an action touches only.</b> {@link #begin} copies the state's two
 * words and its slots' references into the new state, and nothing else: a new state shares every
 * object it did not write. A {@link SeatSlot}'s array is copied once, at the action's first write
 * to it.
 *
 * <p><b>Why the new state is made first.</b> A workspace lives long, so in the old generation, and
 * there each store of a new object's reference pays the collector's write barrier (a fence under
 * G1), about as much as the rest of a small action. The new state is young: the mechanics' writes
 * land in it, and an action stores one reference into the workspace, the new state's.
 *
 * <p><b>One thread policy.</b> Each thread keeps one workspace per schema, as an action makes only
 * what it hands out (the state and the outcome). That is safe because an action never outlives
 * its {@code apply}: {@link #begin} refuses a workspace that is in use (an action begun inside
 * another, which a reducer never does), the outcome copies the log's words, and {@link #close()}
 * lets go of the state in the making, so that the workspace holds none between actions.
 *
 * @param <S> the game's state class
 */
public final class Workspace<S extends SchemaState> implements AutoCloseable {

  private final Schema<S> schema;
  private final EventLog log = new EventLog();
  // The new state in the making; its parts are written until state() hands it out.
  private S draft;
  // Whether state() handed the draft out: the next write copies it first.
  private boolean taken;
  private boolean busy;
  private boolean sampling;
  private boolean fresh;
  // The parts written by this action, bit Part.index() each.
  private long touched;
  // The SeatSlot arrays that are this action's own copies, bit Slot.slot each.
  private int owned;

  private Workspace(Schema<S> schema) {
    this.schema = schema;
  }

  /**
   * {@return this thread's workspace of {@code schema}, loaded with {@code state}, for one action}
   * Close it when the action is done (try-with-resources): it then holds nothing of the action.
   *
   * @param schema the game's state schema
   * @param state the state the action is applied to
   * @param <S> the game's state
   * @throws IllegalStateException if the thread's workspace is in use: an action began inside
   *     another, which a reducer never does
   */
  public static <S extends SchemaState> Workspace<S> begin(Schema<S> schema, S state) {
    Workspace<S> work = of(schema);
    work.load(requireNonNull(state, "state"), false);
    return work;
  }

  /**
   * {@return this thread's workspace of {@code schema}, holding a new game: every part at its first
   * value (the words 0, each slot its first value, each {@link SeatSlot} an array of {@code seats})}
   * The slots that have no first value must be set before {@link #state()}.
   *
   * @param schema the game's state schema
   * @param seats how many seats the table has
   * @param <S> the game's state
   * @throws IllegalStateException if the thread's workspace is in use
   */
  public static <S extends SchemaState> Workspace<S> beginNew(Schema<S> schema, int seats) {
    Workspace<S> work = of(schema);
    work.loadNew(seats);
    return work;
  }

  /**
   * {@return this thread's workspace of {@code schema}, loaded with {@code state}, for a sample that
   * a seat cannot tell from it ({@code determinize})} Its {@link #state()} refuses to make the sample
   * unless every {@link Trait#SECRET} part was written: drawn again, or derived from what was drawn.
   *
   * @param schema the game's state schema
   * @param state the state sampled
   * @param <S> the game's state
   * @throws IllegalStateException if the thread's workspace is in use
   */
  public static <S extends SchemaState> Workspace<S> beginSample(Schema<S> schema, S state) {
    Workspace<S> work = of(schema);
    work.load(requireNonNull(state, "state"), true);
    return work;
  }

  @SuppressWarnings("unchecked") // the schema's thread-local holds this schema's workspaces only
  private static <S extends SchemaState> Workspace<S> of(Schema<S> schema) {
    Object work = schema.workspaces.get();
    if (work == null) {
      work = new Workspace<>(schema);
      schema.workspaces.set(work);
    }
    return (Workspace<S>) work;
  }

  private void load(S state, boolean sampling) {
    claim();
    S next = schema.make();
    next.copyFrom(state);
    draft = next;
    taken = false;
    fresh = false;
    this.sampling = sampling;
    touched = 0;
    owned = 0;
    log.clear();
  }

  private void loadNew(int seats) {
    if (seats < 1) {
      throw new IllegalArgumentException("a table of " + seats + " seats");
    }
    claim();
    S next = schema.make();
    for (Part part : schema.parts()) {
      if (part instanceof SeatSlot<?> seatSlot) {
        next.setSlot(seatSlot.slot(), seatSlot.fresh(seats));
      } else if (part instanceof Slot<?> slot) {
        next.setSlot(slot.slot(), slot.firstValue());
      }
    }
    draft = next;
    taken = false;
    fresh = true;
    sampling = false;
    touched = -1L;
    owned = -1;
    log.clear();
  }

  private void claim() {
    if (busy) {
      throw new IllegalStateException("a " + schema.name() + " action is already being applied on this thread");
    }
    busy = true;
  }

  /** {@return the draft, to write to: a copy of it if {@link #state()} handed it out} */
  private S writable() {
    if (taken) {
      S copy = schema.make();
      copy.copyFrom(draft);
      draft = copy;
      taken = false;
      owned = 0;
    }
    return draft;
  }

  // The packed parts.

  /**
   * {@return {@code field}'s value, as the action left it so far}
   *
   * @param field a field of this workspace's schema
   */
  public int get(Field field) {
    return draft.get(field);
  }

  /**
   * Sets {@code field} to {@code value}.
   *
   * @param field a field of this workspace's schema
   * @param value from the field's {@code min} to its {@code max}
   * @throws IllegalArgumentException naming the field if the value is out of its range
   */
  public void set(Field field, int value) {
    setCode(field, field.codeOf(value));
  }

  /**
   * {@return whether {@code flag} is set, as the action left it so far}
   *
   * @param flag a flag of this workspace's schema
   */
  public boolean get(Flag flag) {
    return draft.get(flag);
  }

  /**
   * Sets or clears {@code flag}.
   *
   * @param flag a flag of this workspace's schema
   * @param value whether it is set
   */
  public void set(Flag flag, boolean value) {
    setCode(flag, value ? 1 : 0);
  }

  /**
   * {@return {@code part}'s value, the table's own object, as the action left it so far}
   *
   * @param part a coded part of this workspace's schema
   * @param <T> the type of its values
   */
  public <T> T get(Coded<T> part) {
    return draft.get(part);
  }

  /**
   * Sets {@code part} to {@code value}.
   *
   * @param part a coded part of this workspace's schema
   * @param value one of the part's values
   * @param <T> the type of its values
   * @throws IllegalArgumentException naming the part if the value is not in its table
   */
  public <T> void set(Coded<T> part, T value) {
    setCode(part, part.codeOf(value));
  }

  /**
   * {@return {@code part}'s bits, as the action left them so far}
   *
   * @param part raw bits of this workspace's schema
   */
  public long get(Bits part) {
    return draft.get(part);
  }

  /**
   * Sets {@code part}'s bits.
   *
   * @param part raw bits of this workspace's schema
   * @param bits the bits, fitting the part's width
   * @throws IllegalArgumentException naming the part if the bits are wider
   */
  public void set(Bits part, long bits) {
    setCode(part, part.codeOf(bits));
  }

  private void setCode(Packed part, long code) {
    S to = writable();
    to.setWord(part.word(), part.with(to.word(part.word()), code));
    touched |= part.bit();
  }

  // The slots.

  /**
   * {@return {@code slot}'s object, as the action left it so far}
   *
   * @param slot a slot of this workspace's schema
   * @param <T> the type of its object
   */
  public <T> T get(Slot<T> slot) {
    return draft.get(slot);
  }

  /**
   * Puts {@code value} in {@code slot}.
   *
   * @param slot a slot of this workspace's schema
   * @param value its new object
   * @param <T> the type of its object
   */
  public <T> void set(Slot<T> slot, T value) {
    writable().setSlot(slot.slot(), slot.type().cast(requireNonNull(value, slot.name())));
    touched |= slot.bit();
  }

  /**
   * {@return {@code seat}'s object in {@code slot}, as the action left it so far}
   *
   * @param slot a per-seat slot of this workspace's schema
   * @param seat a seat of the table
   * @param <T> the type of each seat's object
   */
  public <T> T get(SeatSlot<T> slot, int seat) {
    return draft.get(slot, seat);
  }

  /**
   * Puts {@code value} in {@code seat}'s place of {@code slot}, copying the seats' array at the
   * action's first write to it.
   *
   * @param slot a per-seat slot of this workspace's schema
   * @param seat a seat of the table
   * @param value the seat's new object
   * @param <T> the type of each seat's object
   */
  public <T> void set(SeatSlot<T> slot, int seat, T value) {
    S to = writable();
    Object[] seats = (Object[]) to.slot(slot.slot());
    if ((owned & slot.slotBit()) == 0) {
      seats = seats.clone();
      to.setSlot(slot.slot(), seats);
      owned |= slot.slotBit();
    }
    seats[seat] = slot.type().cast(requireNonNull(value, slot.name()));
    touched |= slot.bit();
  }

  /**
   * {@return how many seats {@code slot} holds an object for}
   *
   * @param slot a per-seat slot of this workspace's schema
   */
  public int seats(SeatSlot<?> slot) {
    return draft.seats(slot);
  }

  /**
   * Sets every part that is {@link Trait#EACH_ROUND} to its first value: what a round's end does
   * before the next deal, once for every part, so that no part is forgotten (C-8).
   */
  public void newRound() {
    S to = writable();
    for (int word = 0; word < Schema.WORDS; word++) {
      to.setWord(word, to.word(word) & ~schema.roundBits(word));
    }
    touched |= schema.eachRound();
    ImmutableList<Part> slots = schema.roundSlots();
    for (int i = 0; i < slots.size(); i++) {
      reset(slots.get(i));
    }
  }

  private void reset(Part part) {
    S to = writable();
    if (part instanceof Packed packed) {
      setCode(packed, 0);
    } else if (part instanceof Slot<?> slot) {
      to.setSlot(slot.slot(), slot.initial().orElseThrow());
      touched |= slot.bit();
    } else {
      SeatSlot<?> seats = (SeatSlot<?>) part;
      to.setSlot(seats.slot(), seats.fresh(seats(seats)));
      owned |= seats.slotBit();
      touched |= seats.bit();
    }
  }

  /** {@return the log the action's events are written to, emptied when the action began} */
  public EventLog log() {
    return log;
  }

  /**
   * {@return the state the workspace holds now: the one place where a state is made} The workspace
   * may go on (a later write copies the state first).
   *
   * @throws IllegalStateException for a new game whose slot without a first value was not set, or
   *     a sample that left a {@link Trait#SECRET} part as it was
   */
  public S state() {
    if (fresh) {
      for (Slot<?> slot : schema.required()) {
        if (draft.slot(slot.slot()) == null) {
          throw new IllegalStateException(schema.name() + ": a new game must set " + slot.name());
        }
      }
    }
    if (sampling && (touched & schema.secrets()) != schema.secrets()) {
      for (Part part : schema.parts()) {
        if (part.has(Trait.SECRET) && (touched & part.bit()) == 0) {
          throw new IllegalStateException(schema.name() + ": the sample left " + part.name() + " as it was; a"
              + " secret part is drawn again or derived from what was drawn (Trait.SECRET)");
        }
      }
    }
    // The state's fields are written only here, before it is handed out: the fence orders those
    // writes before any store of the state's reference, as a constructor's final fields would be.
    VarHandle.releaseFence();
    taken = true;
    return draft;
  }

  /**
   * {@return the outcome of the action just performed: {@link #state()}, and the events in the log,
   * read by {@code decoder} when first asked for}
   *
   * @param decoder the game's event schema
   * @param <E> the game's event type
   */
  public <E extends Event> Outcome<S, E> accepted(EventLog.Decoder<E> decoder) {
    return Outcome.accepted(state(), log, decoder);
  }

  /** Ends the action: the workspace lets go of the state it made, and may begin another. */
  @Override
  public void close() {
    draft = null;
    busy = false;
  }
}
