package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.family.FamilyWorlds;
import kemkit.khamul.KhamulWorlds;
import kemkit.world.Belief;
import kemkit.world.Estimate;
import kemkit.world.NoWorldException;
import kemkit.world.SeatHistory;
import kemkit.world.Worlds;

/**
 * The {@code worlds} request: possible worlds sampled for one seat from what that seat may know
 * ({@link Worlds}), and a belief query on them. The sampler is handed the seat's view and history
 * and nothing else: either those the request sends (a foreign engine's bot that has only its own
 * messages), or the table's own, made from its moves as that seat heard them (C-6). A world is
 * written as every card by its place ({@code GameState#placements}); the query counts the worlds in
 * which a place holds at least so many of some cards.
 */
final class WorldsOp {

  /** The most worlds one answer writes. */
  static final int MOST_WORLDS = 100;
  /** The most samples one belief query draws. */
  static final int MOST_SAMPLES = 10_000;
  /** The samples a query draws unless told. */
  static final int DEFAULT_SAMPLES = 1_000;

  private WorldsOp() {}

  /**
   * Reads the rest of a {@code worlds} request on {@code table} and writes its answer's fields.
   *
   * @param seat the seat asked for, already checked
   */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> void answer(Table<S, A, E, V> table,
      int seat, Fields request, Answer answer) throws JsonFormatException {
    GameCodec<A, E, V> codec = table.codec();
    if (request.has("view") != request.has("history")) {
      throw new JsonFormatException("$", "worlds takes both 'view' and 'history' (the seat's own), or neither (the"
          + " table's)");
    }
    Optional<V> view = request.ifPresent("view", codec::view);
    Optional<SeatHistory<A, E>> history = request.ifPresent("history", (node, path) -> history(codec, seat, node, path));
    int worlds = request.ifPresent("worlds", Fields::integer).orElse(1);
    if (worlds < 0 || worlds > MOST_WORLDS) {
      throw new JsonFormatException("$.worlds", "worlds is 0 to " + MOST_WORLDS + ", got " + worlds);
    }
    long seed = request.ifPresent("seed", WorldsOp::seed).orElse(0L);
    Optional<Query> query = request.ifPresent("query", WorldsOp::query);
    int samples = request.ifPresent("samples", Fields::integer).orElse(DEFAULT_SAMPLES);
    if (samples < 1 || samples > MOST_SAMPLES) {
      throw new JsonFormatException("$.samples", "samples is 1 to " + MOST_SAMPLES + ", got " + samples);
    }
    request.end();

    @SuppressWarnings("unchecked")
    Worlds<S, A, E, V> sampler = (Worlds<S, A, E, V>) (codec instanceof KhamulCodec khamul
        ? KhamulWorlds.of(khamul.rules()) : FamilyWorlds.of(((FamilyCodec) codec).rules()));
    Belief<S, A, E> belief;
    try {
      belief = view.isPresent()
          ? sampler.belief(view.get(), history.get())
          : sampler.belief(table.rules().view(table.state(), seat), table.history(seat));
    } catch (NoWorldException e) {
      throw new JsonFormatException(view.isPresent() ? "$.history" : "$", e.getMessage());
    }
    SplittableRandom rng = new SplittableRandom(seed);
    answer.put("seat", seat);
    try {
      ArrayNode written = Nodes.F.arrayNode();
      for (int i = 0; i < worlds; i++) {
        written.add(places(belief.sample(rng)));
      }
      answer.tree("worlds", written);
      if (query.isPresent()) {
        Estimate estimate = belief.estimate(query.get(), samples, rng);
        ObjectNode out = Nodes.F.objectNode();
        out.put("hits", estimate.hits()).put("samples", estimate.samples()).put("probability", estimate.probability())
            .put("low", estimate.low()).put("high", estimate.high());
        answer.tree("estimate", out);
      }
    } catch (IllegalStateException e) {
      throw new JsonFormatException("$", e.getMessage());
    }
  }

  /** {@return every card of {@code world} by its place, each place's cards in order} */
  static ObjectNode places(GameState world) {
    ObjectNode out = Nodes.F.objectNode();
    ImmutableListMultimap<String, Card> placements = world.placements();
    for (Map.Entry<String, Collection<Card>> place : placements.asMap().entrySet()) {
      out.set(place.getKey(), Nodes.cards(place.getValue()));
    }
    return out;
  }

  /** A belief query: does {@code place} hold at least {@code atLeast} of {@code cards}? */
  record Query(String place, ImmutableList<Card> cards, int atLeast) implements Predicate<GameState> {
    @Override
    public boolean test(GameState world) {
      List<Card> there = world.placements().get(place);
      int held = 0;
      for (Card card : cards) {
        if (there.contains(card)) {
          held++;
        }
      }
      return held >= atLeast;
    }
  }

  private static Query query(JsonNode node, String path) throws JsonFormatException {
    Fields fields = Fields.of(node, path);
    String place = fields.string("place");
    ImmutableList<Card> cards = fields.cards("cards");
    int atLeast = fields.ifPresent("atLeast", Fields::integer).orElse(cards.size());
    fields.end();
    if (cards.isEmpty() || cards.size() > Card.COUNT) {
      throw new JsonFormatException(path + ".cards", "a query names 1 to " + Card.COUNT + " cards");
    }
    if (atLeast < 0 || atLeast > cards.size()) {
      throw new JsonFormatException(path + ".atLeast", "atLeast is 0 to the number of cards, got " + atLeast);
    }
    return new Query(place, cards, atLeast);
  }

  private static long seed(JsonNode node, String path) throws JsonFormatException {
    if (!node.isIntegralNumber() || !node.canConvertToLong()) {
      throw new JsonFormatException(path, "expected a 64-bit integer, got " + Fields.kind(node));
    }
    return node.longValue();
  }

  /** Reads a seat's history: one step per accepted action, {@code {"action": …|null, "heard": […]}}. */
  @SuppressWarnings("unchecked")
  private static <A extends PlayerAction, E extends Event> SeatHistory<A, E> history(GameCodec<A, E, ?> codec,
      int seat, JsonNode node, String path) throws JsonFormatException {
    ImmutableList<SeatHistory.Step<A, E>> steps = Fields.list(node, path, (stepNode, stepPath) -> {
      Fields step = Fields.of(stepNode, stepPath);
      Optional<Action> action = step.ifPresent("action", Fields.nullable(codec::action)).flatMap(a -> a);
      ImmutableList<E> heard = step.get("heard", (events, eventsPath) -> Fields.list(events, eventsPath, codec::event));
      step.end();
      if (action.isPresent() && !(action.get() instanceof PlayerAction play && play.seat() == seat)) {
        throw new JsonFormatException(stepPath + ".action", "a step's action is one of seat " + seat
            + "'s own: the seat whose history it is");
      }
      return new SeatHistory.Step<>(action.map(a -> (A) a), heard);
    });
    return new SeatHistory<>(seat, steps);
  }
}
