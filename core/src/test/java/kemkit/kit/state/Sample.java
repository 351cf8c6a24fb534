package kemkit.kit.state;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.Side;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/** A state of every kind of part, for the schema's tests. */
final class Sample extends SchemaState {

  enum Phase { DEALING, PLAY, OVER }

  private static final Schema.Builder<Sample> PARTS = Schema.builder("Sample", Sample::new);
  static final Field ROUND = PARTS.number("round", 1, 1 << 20);
  static final Coded<Phase> PHASE = PARTS.choice("phase", Phase.class);
  static final Field SCORE = PARTS.number("score", -50, 50);
  static final Flag OPEN = PARTS.flag("open", Trait.EACH_ROUND);
  static final Coded<Optional<Phase>> NEXT = PARTS.optional("next", Phase.class, Trait.EACH_ROUND, Trait.SECRET);
  static final Bits SEEN = PARTS.bits("seen", 52, CardSet::new, Trait.EACH_ROUND);
  static final Slot<Pile> STOCK = PARTS.slot("stock", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
  static final SeatSlot<Pile> HANDS = PARTS.perSeat("hands", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
  static final Slot<String> OWNER = PARTS.slot("owner", String.class);
  static final Schema<Sample> SCHEMA = PARTS.build();

  private Sample() {}

  @Override
  protected Schema<Sample> schema() {
    return SCHEMA;
  }

  @Override
  public Seating seating() {
    return Seating.players(seats(HANDS));
  }

  @Override
  public Deck deck() {
    return Deck.standard52();
  }

  @Override
  public int round() {
    return get(ROUND);
  }

  @Override
  public Side side() {
    return Side.SEAT;
  }

  @Override
  public ImmutableList<Integer> scores() {
    return ImmutableList.of(get(SCORE));
  }

  @Override
  public boolean isOver() {
    return get(PHASE) == Phase.OVER;
  }

  @Override
  public ImmutableSet<Integer> winners() {
    return ImmutableSet.of();
  }

  @Override
  public Optional<ChanceDue> chanceDue() {
    return Optional.empty();
  }

  @Override
  public ImmutableList<Card> hand(int seat) {
    return get(HANDS, seat).cards();
  }

  @Override
  public Optional<ImmutableList<Card>> table() {
    return Optional.empty();
  }

  @Override
  public ImmutableListMultimap<String, Card> placements() {
    return ImmutableListMultimap.of();
  }
}
