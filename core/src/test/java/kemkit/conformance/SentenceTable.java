package kemkit.conformance;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Pattern;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.ChanceAction;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * The table of a game's rejection sentences (C-5, §R): seeded random games in which, at every
 * step, every verb of the notation is tried by every seat with arguments drawn from the cards,
 * seats and words in play, and each distinct rejection (its code, rule and sentence with the
 * cards, numbers and quoted words masked) is kept with the first action that made it. The table
 * is written as tab-separated lines that a person reads and a test compares: {@code code, rule,
 * seed, step, action, message, toActor}.
 *
 * <p>Each sentence shape comes from one place in the rules, so the table is a walk of every
 * rejection site that random play reaches; a site it never reaches shows as a shape missing from
 * the table.
 *
 * <pre>{@code
 * SentenceTable table = SentenceTable.explore(rules, 3, 400);
 * assertThat(table.text()).isEqualTo(SentenceTable.read(getClass(), "/rejections/kemps.tsv"));
 * }</pre>
 */
public final class SentenceTable {

  private static final Pattern CARD = Pattern.compile("\\b(?:10|[2-9TJQKA])[CDHS]\\b");
  private static final Pattern NUMBER = Pattern.compile("-?\\b[0-9]+\\b");
  private static final Pattern QUOTED = Pattern.compile("'[^']*'");
  private static final Pattern LIST = Pattern.compile("\\[[^]]*]");
  private static final String[] WORDS = {"wink", "nose", "1032", "0", "1", "2", "3", "-1", "9"};

  private final Map<String, String> rows;

  private SentenceTable(Map<String, String> rows) {
    this.rows = rows;
  }

  /**
   * {@return the table of every rejection met in {@code games} seeded games of at most {@code
   * steps} steps}
   *
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param rules the rule set to walk
   * @param games how many games, seeded 1, 2, …
   * @param steps at most this many accepted actions a game
   */
  public static <S extends GameState, A extends PlayerAction> SentenceTable explore(RuleSet<S, A, ?, ?> rules,
      int games, int steps) {
    Map<String, String> rows = new TreeMap<>();
    for (int seed = 1; seed <= games; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      S state = rules.start();
      for (int step = 0; step < steps; step++) {
        tryAll(rules, state, seed, step, rng, rows);
        Optional<Action> next = next(rules, state, rng);
        if (next.isEmpty()) {
          break;
        }
        Outcome<S, ?> outcome = rules.apply(state, next.get());
        state = outcome.state();
      }
    }
    return new SentenceTable(rows);
  }

  /** {@return the next action of a random game: the chance due, else a random seat's legal action} */
  private static <S extends GameState, A extends PlayerAction> Optional<Action> next(RuleSet<S, A, ?, ?> rules,
      S state, SplittableRandom rng) {
    if (state.isOver()) {
      return Optional.empty();
    }
    if (state.chanceDue().isPresent()) {
      return Optional.of(Chance.roll(state.chanceDue().get(), rng));
    }
    int seats = state.seating().seats();
    int first = rng.nextInt(seats);
    for (int i = 0; i < seats; i++) {
      ImmutableList<A> legal = rules.legalActions(state, (first + i) % seats);
      if (!legal.isEmpty()) {
        return Optional.of(legal.get(rng.nextInt(legal.size())));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction> void tryAll(RuleSet<S, A, ?, ?> rules, S state,
      int seed, int step, SplittableRandom rng, Map<String, String> rows) {
    int seats = state.seating().seats();
    List<String> cards = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      state.hand(seat).forEach(card -> cards.add(card.toString()));
    }
    state.table().ifPresent(table -> table.forEach(card -> cards.add(card.toString())));
    cards.add(Card.byIndex(rng.nextInt(Card.COUNT)).toString());
    List<String> pool = new ArrayList<>(cards);
    pool.addAll(List.of(WORDS));
    pool.add(Integer.toString(seats));
    // One try a verb and step, by a random seat (or one that does not exist) with 0 to 3 words:
    // cheap enough for games long enough to reach the rarer phases and the end.
    for (String verb : rules.notation().verbs()) {
      int seat = rng.nextInt(-1, seats + 1);
      int args = rng.nextInt(4);
      List<String> words = new ArrayList<>();
      for (int i = 0; i < args; i++) {
        words.add(pool.get(rng.nextInt(pool.size())));
      }
      A action;
      try {
        action = rules.notation().parse(seat, verb, words);
      } catch (kemkit.game.NotationException e) {
        continue;
      }
      keep(rules.apply(state, action).rejection(), seed, step, seat + " " + verb
          + (words.isEmpty() ? "" : " " + String.join(" ", words)), rows);
    }
    // Legal actions wrong in one detail: another seat's, or one word changed (a target, a slot).
    for (int i = 0; i < 12; i++) {
      int seat = i < 4 ? turnSeat(rules, state, seats) : rng.nextInt(seats);
      ImmutableList<A> legal = rules.legalActions(state, seat);
      if (legal.isEmpty()) {
        continue;
      }
      // A verb first, then one of its actions: 24 rearranges must not drown one force.
      List<String> verbs = legal.stream().map(a -> rules.notation().write(a).split(" ")[0]).distinct().toList();
      String verb = verbs.get(rng.nextInt(verbs.size()));
      List<A> ofVerb = legal.stream().filter(a -> rules.notation().write(a).startsWith(verb + " ")
          || rules.notation().write(a).equals(verb)).toList();
      List<String> words = new ArrayList<>(List.of(rules.notation().write(ofVerb.get(rng.nextInt(ofVerb.size())))
          .split(" ")));
      int actor = seat;
      if (words.size() > 1 && rng.nextBoolean()) {
        words.set(1 + rng.nextInt(words.size() - 1), pool.get(rng.nextInt(pool.size())));
      } else {
        actor = rng.nextInt(seats);
      }
      try {
        A action = rules.notation().parse(actor, words.get(0), words.subList(1, words.size()));
        keep(rules.apply(state, action).rejection(), seed, step, actor + " " + String.join(" ", words), rows);
      } catch (kemkit.game.NotationException e) {
        // a word the verb does not take: nothing to try
      }
    }
    for (ChanceAction chance : wrongChances(state, rng)) {
      keep(rules.apply(state, chance).rejection(), seed, step, describe(chance, state), rows);
    }
  }

  /** {@return the seat with the most kinds of legal action: in a game of turns, the turn's seat} */
  private static <S extends GameState, A extends PlayerAction> int turnSeat(RuleSet<S, A, ?, ?> rules, S state,
      int seats) {
    int best = 0;
    for (int seat = 1; seat < seats; seat++) {
      if (kinds(rules, state, seat) > kinds(rules, state, best)) {
        best = seat;
      }
    }
    return best;
  }

  private static <S extends GameState, A extends PlayerAction> long kinds(RuleSet<S, A, ?, ?> rules, S state,
      int seat) {
    return rules.legalActions(state, seat).stream().map(a -> rules.notation().write(a).split(" ")[0]).distinct()
        .count();
  }

  private static String describe(ChanceAction chance, GameState state) {
    if (chance instanceof Starter starter) {
      return "starter " + starter.seat();
    }
    List<Card> cards = ((Shuffle) chance).cards();
    return "shuffle of " + cards.size() + " cards" + (cards.stream().distinct().count() < cards.size() ? ", one twice" : "");
  }

  /** {@return chance actions that are wrong here: unexpected, of the wrong kind, or a spoiled order} */
  private static List<ChanceAction> wrongChances(GameState state, SplittableRandom rng) {
    List<ChanceAction> out = new ArrayList<>();
    List<Card> deck = new ArrayList<>(state.deck().cards());
    out.add(new Shuffle(ImmutableList.copyOf(deck)));
    out.add(new Starter(state.seating().seats()));
    out.add(new Starter(0));
    Optional<ChanceDue> due = state.chanceDue();
    if (due.isPresent() && due.get() instanceof ChanceDue.ShuffleDue shuffle && !shuffle.cards().isEmpty()) {
      List<Card> spoiled = new ArrayList<>(shuffle.cards());
      spoiled.set(0, spoiled.get(spoiled.size() - 1));
      out.add(new Shuffle(ImmutableList.copyOf(spoiled)));
      out.add(new Shuffle(ImmutableList.copyOf(spoiled.subList(1, spoiled.size()))));
    }
    return out;
  }

  private static void keep(Optional<Rejection> rejection, int seed, int step, String action, Map<String, String> rows) {
    if (rejection.isEmpty()) {
      return;
    }
    Rejection r = rejection.get();
    String shape = r.code() + "\t" + r.rule() + "\t" + mask(r.toActor());
    rows.putIfAbsent(shape, String.join("\t", r.code().name(), r.rule(), Integer.toString(seed),
        Integer.toString(step), action, r.message(), r.toActor()));
  }

  /** {@return {@code sentence} with its cards, numbers and quoted words masked: its shape} */
  static String mask(String sentence) {
    String out = QUOTED.matcher(sentence).replaceAll("'W'");
    out = LIST.matcher(out).replaceAll("[L]");
    out = CARD.matcher(out).replaceAll("C");
    return NUMBER.matcher(out).replaceAll("N");
  }

  /** {@return the table, a header line then one line per sentence shape, sorted by shape} */
  public String text() {
    StringBuilder out = new StringBuilder("# code\trule\tseed\tstep\taction\tmessage\ttoActor\n");
    rows.values().forEach(row -> out.append(row).append('\n'));
    return out.toString();
  }

  /** {@return the rows, sentence shape to row} */
  public Map<String, String> rows() {
    return new LinkedHashMap<>(rows);
  }

  /**
   * {@return the table text of a test resource, or empty if there is none yet}
   *
   * @param anchor a class of the test's module
   * @param resource the resource's absolute name
   * @throws IOException if it cannot be read
   */
  public static Optional<String> read(Class<?> anchor, String resource) throws IOException {
    try (InputStream in = anchor.getResourceAsStream(resource)) {
      return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), UTF_8));
    }
  }

  /**
   * Writes the table where a person reviews it and copies it to the test resources ({@code
   * target/rejections/NAME.tsv}).
   *
   * @param name the table's file name, without {@code .tsv}
   * @return the path written
   * @throws IOException if it cannot be written
   */
  public Path write(String name) throws IOException {
    Path out = Path.of("target", "rejections", name.toLowerCase(Locale.ROOT) + ".tsv");
    Files.createDirectories(out.getParent());
    Files.writeString(out, text());
    return out;
  }
}
