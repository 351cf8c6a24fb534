package kemkit.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import kemkit.family.FamilyNarration;
import kemkit.family.FamilyRules;
import kemkit.game.Event;
import kemkit.game.Narration;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.json.GameCodec;
import kemkit.khamul.KhamulNarration;
import kemkit.khamul.KhamulRules;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordReader;
import kemkit.replay.Moment;
import kemkit.replay.Perspective;
import kemkit.replay.Replay;

/**
 * Spectators and replays over the wire, from a table's stored record (any server of the cluster
 * answers, the database has every record):
 *
 * <ul>
 *   <li>{@code GET /api/watch/{id}?behind=N}: the public view of the table N actions behind its
 *       last stored one (0 by default), with the public events of that action: the spectator link.
 *   <li>{@code GET /api/replay/{id}?perspective=public|everyone|seat-N[&token=…]}: the whole record,
 *       step by step as the perspective saw it, in one answer, so that a page steps through it
 *       without asking again. A seat's perspective of a game in play needs that seat's token;
 *       everyone's needs a game that is over; once it is over every perspective is open.
 * </ul>
 *
 * <p>Every step is made by the library's {@link Replay}: a seat's views and events are the ones the
 * table sent that seat (C-6), the public ones what no seat hides.
 */
final class Replays {

  private static final int MAX_ID = 64;

  private final Store store;

  Replays(Store store) {
    this.store = store;
  }

  /** {@code GET /api/watch/{id}}. */
  void watch(Context ctx) throws SQLException {
    Optional<Replay<?, ?, ?, ?>> replay = stored(ctx);
    if (replay.isEmpty()) {
      return;
    }
    int behind;
    try {
      behind = Integer.parseInt(Optional.ofNullable(ctx.queryParam("behind")).orElse("0"));
    } catch (NumberFormatException e) {
      behind = -1;
    }
    if (behind < 0 || behind > 1_000_000) {
      ctx.status(400).result(Messages.error("bad-request", "behind is a number of actions, 0 or more"));
      return;
    }
    ctx.contentType("application/json").result(Messages.write(watched(replay.get(), behind)));
  }

  /** {@code GET /api/replay/{id}}. */
  void replay(Context ctx) throws SQLException {
    Optional<Perspective> perspective = Perspective.parse(ctx.queryParam("perspective"));
    if (perspective.isEmpty()) {
      ctx.status(400).result(Messages.error("bad-request", "perspective is public, everyone or seat-N"));
      return;
    }
    Optional<Replay<?, ?, ?, ?>> replay = stored(ctx);
    if (replay.isEmpty()) {
      return;
    }
    Optional<String> refusal = replay.get().refusal(perspective.get());
    if (refusal.isEmpty() && perspective.get() instanceof Perspective.Seat seat && !replay.get().isOver()
        && !holdsSeat(ctx.pathParam("id"), seat.seat(), ctx.queryParam("token"))) {
      refusal = Optional.of("a seat's replay of a game in play is for that seat's own link");
    }
    if (refusal.isPresent()) {
      ctx.status(403).result(Messages.error("refused", refusal.get()));
      return;
    }
    ctx.contentType("application/json").result(Messages.write(steps(replay.get(), perspective.get())));
  }

  private boolean holdsSeat(String table, int seat, String token) throws SQLException {
    if (token == null || token.isEmpty() || token.length() > 200) {
      return false;
    }
    return store.seat(SeatToken.hash(token)).filter(ref -> ref.tableId().equals(table) && ref.seat() == seat)
        .isPresent();
  }

  /** {@return the replay of the stored table the path names; answers 404 and empty if there is none} */
  private Optional<Replay<?, ?, ?, ?>> stored(Context ctx) throws SQLException {
    String id = ctx.pathParam("id");
    Optional<Store.TableRow> row = id.length() > MAX_ID ? Optional.empty() : store.table(id);
    if (row.isEmpty()) {
      ctx.status(404).result(Messages.error("no-table", "there is no table " + id.substring(0, Math.min(id.length(),
          MAX_ID))));
      return Optional.empty();
    }
    List<String> lines = store.lines(id);
    String header = row.get().header();
    String text = header + (header.endsWith("\n") ? "" : "\n") + String.join("\n", lines) + "\n";
    try {
      return Optional.of(Replay.of(RecordReader.read(text)));
    } catch (MalformedRecordException e) {
      ctx.status(500).result(Messages.error("internal", "the stored record of " + id + " cannot be read"));
      return Optional.empty();
    }
  }

  private static <S extends kemkit.game.GameState, A extends PlayerAction, E extends Event, V> ObjectNode watched(
      Replay<S, A, E, V> replay, int behind) {
    Moment<V, E> moment = replay.at(Math.max(0, replay.moves() - behind), Perspective.PUBLIC);
    Wording<A, E, V> wording = new Wording<>(replay.rules());
    ObjectNode out = Messages.object("watch");
    out.put("game", replay.rules().game()).put("moves", replay.moves()).put("move", moment.move())
        .put("behind", behind).put("over", moment.over());
    out.set("view", wording.codec.view(moment.view()));
    out.set("events", wording.events(moment, -1));
    return out;
  }

  private static <S extends kemkit.game.GameState, A extends PlayerAction, E extends Event, V> ObjectNode steps(
      Replay<S, A, E, V> replay, Perspective perspective) {
    Wording<A, E, V> wording = new Wording<>(replay.rules());
    int listener = perspective instanceof Perspective.Seat seat ? seat.seat() : -1;
    ObjectNode out = Messages.object("replay");
    out.put("game", replay.rules().game()).put("perspective", perspective.toString())
        .put("moves", replay.moves()).put("over", replay.isOver());
    out.set("setup", Messages.codec().setup(replay.rules().setup()));
    ArrayNode steps = out.putArray("steps");
    for (int move = 0; move <= replay.moves(); move++) {
      Moment<V, E> moment = replay.at(move, perspective);
      ObjectNode step = steps.addObject();
      ArrayNode views = step.putArray("views");
      moment.views().forEach(view -> views.add(wording.codec.view(view)));
      step.set("events", wording.events(moment, listener));
    }
    replay.reveal().ifPresentOrElse(view -> out.set("reveal", wording.codec.view(view)), () -> out.putNull("reveal"));
    return out;
  }

  /** The codec and narrations of one game: a seat's events told to it, the others in the third person. */
  private static final class Wording<A extends PlayerAction, E extends Event, V> {
    final GameCodec<A, E, V> codec;
    final RuleSet<?, A, E, V> rules;

    Wording(RuleSet<?, A, E, V> rules) {
      this.rules = rules;
      this.codec = Messages.codec().game(rules);
    }

    ArrayNode events(Moment<V, E> moment, int listener) {
      ArrayNode out = JsonNodeFactory.instance.arrayNode();
      if (moment.events().isEmpty()) {
        return out;
      }
      Narration<E> narration = narration(listener);
      for (E event : moment.events()) {
        // The wire fields of the event as it was heard, told by the perspective's own narration.
        ObjectNode encoded = codec.event(event, 0);
        Narration.Sentence sentence = narration.tell(event);
        encoded.put("sentence", sentence.text()).put("ruleId", sentence.ruleId());
        out.add(encoded);
      }
      return out;
    }

    @SuppressWarnings("unchecked") // each game's narration tells its own events
    private Narration<E> narration(int listener) {
      if (rules instanceof FamilyRules family) {
        return (Narration<E>) (listener < 0 ? FamilyNarration.spectator(family) : FamilyNarration.of(family, listener));
      }
      if (rules instanceof KhamulRules) {
        return (Narration<E>) (listener < 0 ? KhamulNarration.spectator() : KhamulNarration.of(listener));
      }
      throw new IllegalArgumentException("no narration for " + rules.game());
    }
  }
}
