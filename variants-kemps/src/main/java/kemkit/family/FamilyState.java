package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.Side;
import kemkit.kit.state.Coded;
import kemkit.kit.state.Field;
import kemkit.kit.state.Flag;
import kemkit.kit.state.Schema;
import kemkit.kit.state.SchemaState;
import kemkit.kit.state.Slot;
import kemkit.kit.state.Trait;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * The whole truth of a Kem's-family game at one moment, hidden cards included: an immutable value
 * (equal states compare equal). Made by {@link FamilyRules}; a seat sees {@link FamilyView}.
 *
 * <p>What is API: what a UI, a bot or another engine needs, through the documented accessors below
 * (seating, round, dealer, phase, each hand, the table, the piles, the table talk, scores, winners).
 * How the rules keep their books is the schema below, package-private, and may change in any
 * release: each part is one line, with its width or its type, whether it starts again each round
 * ({@link Trait#EACH_ROUND}, C-8) and whether {@code determinize} draws it again ({@link
 * Trait#SECRET}, C-6); {@code equals}, {@code hashCode} and {@code toString} come from it.
 *
 * <p>Its {@link #toString()} is complete: every hand, the stock's order. Never log it or send it to
 * a seat; send {@link FamilyRules#view} instead.
 */
public final class FamilyState extends SchemaState {

  /** The most seats a table has (K-3): 52 cards deal 4 to each and 4 to the table. */
  private static final int MOST_SEATS = 12;

  private static final Schema.Builder<FamilyState> PARTS = Schema.builder("FamilyState", FamilyState::new);

  // The small facts, two words of them: every one a field with its range, placed by the schema.
  /** The round being played or waiting for its deal, 1 for the first (C-8). */
  static final Field ROUND = PARTS.number("round", 1, Integer.MAX_VALUE);
  /** Each seat's latest gesture this round (K-14), a {@link SignalWords} code: public. */
  static final Field[] GESTURES = words("gesture", MOST_SEATS, Trait.EACH_ROUND);
  /** Each team's sign (K-2, K-14), a {@link SignalWords} code: it carries over rounds, and another team's is secret. */
  static final Field[] SIGN_WORDS = words("sign", MOST_SEATS / 2, Trait.SECRET);
  /** Where the round stands. */
  static final Coded<Phase> PHASE = PARTS.choice("phase", Phase.class);
  /** The round's dealer (K-5, K-23). */
  static final Field DEALER = PARTS.number("dealer", 0, MOST_SEATS - 1);
  /** Whether exchanges are allowed on the laid table (K-8). */
  static final Flag TABLE_OPEN = PARTS.flag("tableOpen", Trait.EACH_ROUND);
  /** Whether the game waits for a new order of the discard pile (K-13). */
  static final Flag RECYCLING = PARTS.flag("recycling", Trait.EACH_ROUND);
  /**
   * How many times the seat being checked has redrawn its dealt triple (K-6): a seat still holding
   * one after the most voids the deal.
   */
  static final Field REDRAWS = PARTS.number("redraws", 0, 3, Trait.EACH_ROUND);
  /** The place in dealing order of the seat whose dealt triple is checked; the seat count once all are (K-6). */
  static final Field DEAL_CHECK = PARTS.number("dealCheck", 0, MOST_SEATS, Trait.EACH_ROUND);
  /** The seat that refused a sweep and owes an exchange, if any (K-11). */
  static final Coded<OptionalInt> SWEEP_DEBTOR = PARTS.coded("sweepDebtor", optionalSeats(),
      seat -> seat.isEmpty() ? 0 : seat.getAsInt() + 1, Trait.EACH_ROUND);

  // The objects, shared with the state before unless the action wrote them.
  /** The game's setting: its rule set, options, seats and deck; the same in every state of a game. */
  static final Slot<Setting> SETTING = PARTS.slot("setting", Setting.class);
  /** The cards in play: every hand, the table, the hand cards everyone knows (K-7, K-9, K-25). */
  static final Slot<Cards> CARDS = PARTS.slot("cards", Cards.class, Cards.EMPTY, Trait.EACH_ROUND, Trait.SECRET);
  /** The stock, top first (K-4, K-10). */
  static final Slot<Pile> STOCK = PARTS.slot("stock", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
  /** The discard pile, face down (K-12, K-13). */
  static final Slot<Pile> DISCARD = PARTS.slot("discard", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
  /** The game scores, by team (K-24). */
  @SuppressWarnings({"unchecked", "rawtypes"}) // a slot of a generic type is declared with its raw class
  static final Slot<ImmutableList<Integer>> SCORES = PARTS.slot("scores", (Class) ImmutableList.class);
  /** The teams found, and the signs that are no signal words (K-14, K-15): another team's word is secret. */
  static final Slot<Signs> SIGNS = PARTS.slot("signs", Signs.class, Signs.NONE, Trait.SECRET);
  /** The round's sweep proposal, owed show, barred seats, shown cards and spelled gestures (K-11, K-14, K-18). */
  static final Slot<Talk> TALK = PARTS.slot("talk", Talk.class, Talk.NONE, Trait.EACH_ROUND, Trait.SECRET);

  /** The parts above; built after the last of them, and checked when the class loads. */
  static final Schema<FamilyState> SCHEMA = PARTS.build();

  /** Only the schema's workspace makes states, filling their parts. */
  private FamilyState() {}

  @Override
  protected Schema<FamilyState> schema() {
    return SCHEMA;
  }

  /** {@return one field of a signal word's code per place: per seat, or per team} */
  private static Field[] words(String name, int places, Trait... traits) {
    Field[] out = new Field[places];
    for (int place = 0; place < places; place++) {
      out[place] = PARTS.number(name + " " + place, 0, SignalWords.SPELLED, traits);
    }
    return out;
  }

  private static List<OptionalInt> optionalSeats() {
    List<OptionalInt> out = new ArrayList<>();
    out.add(OptionalInt.empty());
    for (int seat = 0; seat < MOST_SEATS; seat++) {
      out.add(OptionalInt.of(seat));
    }
    return out;
  }

  /** {@return the game's setting} */
  Setting setting() {
    return get(SETTING);
  }

  /** {@return the cards in play: every hand, slot by slot, the table and the known cards} */
  Cards cards() {
    return get(CARDS);
  }

  /** {@return the table as {@link Table#packed()} keeps it} */
  int tablePacked() {
    return cards().table();
  }

  /** {@return the table cards, slot by slot (fewer than four only while they are being turned)} */
  Table onTable() {
    return Table.ofPacked(tablePacked());
  }

  /** {@return the place in dealing order of the seat whose dealt triple is being handled (K-6)} */
  int dealCheck() {
    return get(DEAL_CHECK);
  }

  /** {@return how many times that seat has redrawn (K-6)} */
  int redraws() {
    return get(REDRAWS);
  }

  /** {@return the exposed cards' bits ({@link CardSet#bits()}), without making a set} */
  long exposedBits() {
    return cards().exposed();
  }

  /** {@return the teams' signs} */
  Signs signBook() {
    return get(SIGNS);
  }

  /** {@return the round's talk} */
  Talk talk() {
    return get(TALK);
  }

  // --- the API ----------------------------------------------------------------------------------

  /** {@return the seats and teams (K-1)} */
  @Override
  public Seating seating() {
    return setting().seating();
  }

  /** {@return the deck (C-2)} */
  @Override
  public Deck deck() {
    return setting().deck();
  }

  /** {@return the round being played or waiting for its deal, 1 for the first (C-8)} */
  @Override
  public int round() {
    return get(ROUND);
  }

  /** {@return the round's dealer (K-5, K-23)} */
  public int dealer() {
    return get(DEALER);
  }

  /** {@return where the round stands} */
  public Phase phase() {
    return get(PHASE);
  }

  /** {@return whether exchanges are allowed on the laid table (K-8)} */
  public boolean tableOpen() {
    return get(TABLE_OPEN);
  }

  /** {@return whether the game waits for a new order of the discard pile (K-13)} */
  public boolean recycling() {
    return get(RECYCLING);
  }

  /** {@return the stock, top first (K-4, K-10)} */
  public Pile stock() {
    return get(STOCK);
  }

  /** {@return the discard pile; its order means nothing: it is shuffled before reuse (K-13)} */
  public Pile discard() {
    return get(DISCARD);
  }

  /**
   * {@return the cards in hands that everyone knows, because they were taken from the table (K-9,
   * K-25)}
   */
  public CardSet exposed() {
    return new CardSet(exposedBits());
  }

  /** {@return {@link Side#TEAM}: partners score and win together (K-1, K-24)} */
  @Override
  public Side side() {
    return Side.TEAM;
  }

  /** {@return the game scores, by team (K-24)} */
  @Override
  public ImmutableList<Integer> scores() {
    return get(SCORES);
  }

  /** {@return the winning team once the game is over, empty before (K-24)} */
  @Override
  public ImmutableSet<Integer> winners() {
    if (!isOver()) {
      return ImmutableSet.of();
    }
    return ImmutableSet.of(setting().options().winner(scores()).orElseThrow());
  }

  /** {@return whether the state waits for a chance action: a deck order or a recycle (C-4)} */
  public boolean awaitingChance() {
    return phase() == Phase.DEALING || recycling();
  }

  /**
   * {@return whether every card is gathered, waiting for the next deal (C-8)} Not after the game:
   * the hands, table and piles then stay as they were when it ended.
   */
  public boolean gathered() {
    return phase() == Phase.DEALING && !recycling();
  }

  /** {@return whether the table is laid: four cards face up (K-7)} */
  public boolean tableLaid() {
    return Table.isLaid(tablePacked());
  }

  /** {@return the table cards, slot by slot (K-7, K-9)} */
  public ImmutableList<Card> tableCards() {
    return onTable().cards();
  }

  /** {@return the standing consensus sweep proposal, if any (K-11)} */
  public Optional<SweepProposal> proposal() {
    return talk().proposal();
  }

  /** {@return the seat that refused a sweep and owes an exchange, if any (K-11)} */
  public OptionalInt sweepDebtor() {
    return get(SWEEP_DEBTOR);
  }

  /** {@return the show a wrong counter's target owes, if any (K-18)} */
  public Optional<OwedShow> owedShow() {
    return talk().owedShow();
  }

  /** {@return {@code team}'s sign, if set (K-2, K-14)} */
  Optional<String> sign(int team) {
    return SignalWords.word(get(SIGN_WORDS[team]), signBook().spelled(), team);
  }

  /** {@return each team's sign, if set (K-2, K-14)} */
  public ImmutableList<Optional<String>> signs() {
    int teams = seating().teams();
    ImmutableList.Builder<Optional<String>> out = ImmutableList.builderWithExpectedSize(teams);
    for (int team = 0; team < teams; team++) {
      out.add(sign(team));
    }
    return out.build();
  }

  /** {@return the teams whose sign was denounced and must be set again before they call (K-15)} */
  public ImmutableSet<Integer> signsFound() {
    return signBook().found();
  }

  /** {@return the seats that may not counter again this round (K-18)} */
  public ImmutableSet<Integer> barred() {
    return talk().barred();
  }

  /** {@return each seat's latest gesture this round (K-14)} */
  public ImmutableList<Optional<String>> gestures() {
    int seats = seating().seats();
    ImmutableList.Builder<Optional<String>> out = ImmutableList.builderWithExpectedSize(seats);
    for (int seat = 0; seat < seats; seat++) {
      out.add(SignalWords.word(get(GESTURES[seat]), talk().spelled(), seat));
    }
    return out.build();
  }

  /** {@return the cards shown by {@code show} this round (K-18)} */
  public ImmutableList<Shown> shows() {
    return talk().shows();
  }

  @Override
  public boolean isOver() {
    return phase() == Phase.OVER;
  }

  @Override
  public Optional<ChanceDue> chanceDue() {
    if (recycling()) {
      return Optional.of(new ChanceDue.ShuffleDue(discard().cards()));
    }
    if (phase() == Phase.DEALING) {
      return setting().deckOrderDue();
    }
    return Optional.empty();
  }

  @Override
  public ImmutableList<Card> hand(int seat) {
    return cards().hand(seat);
  }

  @Override
  public Optional<ImmutableList<Card>> table() {
    return Optional.of(tableCards());
  }

  /**
   * {@inheritDoc} The places are {@code hand S} for every seat, {@code table}, {@code stock}, {@code
   * discard}, and {@code deck} for the cards gathered between rounds (C-8).
   */
  @Override
  public ImmutableListMultimap<String, Card> placements() {
    ImmutableListMultimap.Builder<String, Card> out = ImmutableListMultimap.builder();
    if (gathered()) {
      return out.putAll("deck", deck().cards()).build();
    }
    for (int seat = 0; seat < seating().seats(); seat++) {
      out.putAll("hand " + seat, cards().hand(seat));
    }
    return out.putAll("table", tableCards())
        .putAll("stock", stock().cards())
        .putAll("discard", discard().cards())
        .build();
  }
}
