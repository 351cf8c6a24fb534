package kemkit.examples.play;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ascii;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.search.Sampler;
import kemkit.bots.search.SearchBots;
import kemkit.bots.search.SearchOptions;
import kemkit.bots.Bots;
import kemkit.bots.Scheduler;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.NotationException;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.InfoCmp.Capability;

/**
 * One game in a terminal: a person plays one seat against heuristic bots. Everything goes through
 * one {@link TableHost}, which keeps the game consistent while two threads submit: a JLine {@link
 * LineReader} reads the person's actions, and a clock submits one bot action every {@code pace}
 * milliseconds (the Kem's family has no turns, so the bots play while the person types). With a
 * pace of 0 the bots move one step per empty line instead, which makes a session reproducible.
 *
 * <p>The person's line stays put: what happens prints above it ({@link LineReader#printAbove}), so
 * half-typed text is never lost. On a terminal that can move its cursor, the seat's view sits just
 * above the line, drawn by the line reader itself ({@link TableLineReader}) and redrawn whenever it
 * changes; elsewhere (a pipe, a dumb terminal) it prints above the line, and only when it changed.
 * Ctrl-L clears the screen and draws the view again; {@code view} prints a copy that stays. Tab
 * completes verbs, cards, seats and what is legal now; the arrow keys walk the history; {@code help
 * VERB} explains a verb with its rule id; refusals speak to the person ("you cannot …"); {@code
 * quit} ends with a summary.
 *
 * <pre>{@code
 * try (Terminal terminal = TerminalBuilder.terminal()) {
 *   new PlaySession<>(Kemps.rules(), 1, seed, 1500, terminal).run();
 * }
 * }</pre>
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public final class PlaySession<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** How many bot ticks in a row everyone may pass before the dealer is made to act. */
  private static final int PATIENCE_TICKS = 3;
  private static final String PROMPT = "> ";
  private static final java.util.regex.Pattern CARD = java.util.regex.Pattern.compile("\\b(?:10|[2-9TJQKA])[CDHS]\\b");

  private final RuleSet<S, A, E, V> rules;
  private final int me;
  private final long paceMillis;
  private final TableLineReader reader;
  /** Whether the view sits above the line (a terminal that moves its cursor) or prints as it changes. */
  private final boolean live;
  private final TableHost<S, A, E, V> host;
  private final SplittableRandom dealer; // used under the host's lock only
  private volatile boolean replaying;
  private final Scheduler<S, A, E, V> scheduler;
  private final Screen<E, V> screen;
  private final CountDownLatch finished = new CountDownLatch(1);
  private final AtomicInteger myActions = new AtomicInteger();
  private final List<String> sheet = new ArrayList<>(); // guarded by this: the score sheet's lines
  private final boolean colour;
  private String drawn = ""; // guarded by this: the view as last shown, to redraw only on change
  // Written by the clock and the reader; a lost update only delays a sweep.
  private final AtomicInteger idleTicks = new AtomicInteger();

  /**
   * Sets a table: the person at {@code seat}, a heuristic bot at every other seat.
   *
   * @param rules the rules of the game
   * @param seat the person's seat
   * @param seed where the deck orders and the bots' choices come from: the same seed and the same
   *     input replay the same game (with a pace of 0)
   * @param paceMillis how long the bots wait between two moves; 0 to move one step per empty line
   * @param terminal where the person types and the game is shown
   * @throws IllegalArgumentException if there is no such seat, or no bot or screen for the game
   */
  public PlaySession(RuleSet<S, A, E, V> rules, int seat, long seed, long paceMillis, Terminal terminal) {
    this(rules, seat, seed, paceMillis, Opponents.HEURISTIC, terminal);
  }

  /**
   * The bots the person plays against.
   *
   * @param kind the kind of every other seat's bot
   * @param search how the search bots think, if {@code kind} is {@link BotKind#SEARCH}
   */
  public record Opponents(BotKind kind, SearchOptions search) {

    /** Heuristic bots. */
    public static final Opponents HEURISTIC = new Opponents(BotKind.HEURISTIC, SearchOptions.DEFAULT);

    /**
     * Checks the components.
     *
     * @param kind the kind of every other seat's bot
     * @param search how the search bots think, if {@code kind} is {@link BotKind#SEARCH}
     */
    public Opponents {
      requireNonNull(kind, "kind");
      requireNonNull(search, "search");
    }
  }

  /**
   * Sets a table: the person at {@code seat}, a bot of {@code opponents} at every other seat.
   *
   * @param rules the rules of the game
   * @param seat the person's seat
   * @param seed where the deck orders and the bots' choices come from
   * @param paceMillis how long the bots wait between two moves; 0 to move one step per empty line
   * @param opponents the other seats' bots
   * @param terminal where the person types and the game is shown
   * @throws IllegalArgumentException if there is no such seat, or no bot or screen for the game
   */
  public PlaySession(RuleSet<S, A, E, V> rules, int seat, long seed, long paceMillis, Opponents opponents,
      Terminal terminal) {
    this(rules, seat, seed, paceMillis, opponents, terminal, false);
  }

  /**
   * Sets a table as above, with suits in colour when {@code colour} (red hearts and diamonds).
   *
   * @param rules the rules of the game
   * @param seat the person's seat
   * @param seed where the deck orders and the bots' choices come from
   * @param paceMillis how long the bots wait between two moves; 0 to move one step per empty line
   * @param opponents the other seats' bots
   * @param terminal where the person types and the game is shown
   * @param colour whether to colour the suits: only on a terminal, and never with NO_COLOR set
   * @throws IllegalArgumentException if there is no such seat, or no bot or screen for the game
   */
  public PlaySession(RuleSet<S, A, E, V> rules, int seat, long seed, long paceMillis, Opponents opponents,
      Terminal terminal, boolean colour) {
    this.colour = colour;
    this.rules = requireNonNull(rules, "rules");
    this.me = seat;
    this.paceMillis = paceMillis;
    requireNonNull(terminal, "terminal");
    SplittableRandom rng = new SplittableRandom(seed);
    // The session deals itself (a manual host), so that a resumed game's recorded shuffles come
    // first; the dealer's generator is split first, as a dealing host's would be: same seed, same game.
    this.dealer = rng.split();
    this.host = TableHost.manual(rules);
    int seats = host.state().seating().seats();
    if (!host.state().seating().isSeat(seat)) {
      throw new IllegalArgumentException("there is no seat " + seat + " (seats 0 to " + (seats - 1) + ")");
    }
    this.screen = Screen.of(rules, seat);
    List<Optional<Bot<A, E, V>>> bots = new ArrayList<>();
    for (int other = 0; other < seats; other++) {
      if (other == seat) {
        bots.add(Optional.empty());
        continue;
      }
      // A search bot samples the table through determinize alone (C-6); it never gets the state.
      Bot<A, E, V> bot = opponents.kind() == BotKind.SEARCH
          ? SearchBots.create(rules, other, Sampler.of(rules, host::state, other), opponents.search(), rng.split())
          : Bots.create(opponents.kind(), rules, other, rng.split());
      host.subscribe(other, bot::observe);
      bots.add(Optional.of(bot));
    }
    host.subscribe(seat, this::show);
    this.scheduler = new Scheduler<>(rules, bots, rng.split());
    this.reader = new TableLineReader(terminal, PROMPT);
    reader.setCompleter(this::complete);
    // '!' and '^' mean nothing in a game; keep them as typed.
    reader.option(LineReader.Option.DISABLE_EVENT_EXPANSION, true);
    // The view above the line needs a cursor that moves up; a dumb terminal or a pipe gets the
    // view printed instead.
    this.live = !Terminal.TYPE_DUMB.equals(terminal.getType()) && !Terminal.TYPE_DUMB_COLOR.equals(terminal.getType())
        && terminal.getStringCapability(Capability.cursor_up) != null;
    // Once a line is entered, the view and the line are wiped and the line is written back alone
    // (see readLines): the scroll-back keeps what was typed and what happened, not a copy of the
    // view per line.
    reader.option(LineReader.Option.ERASE_LINE_ON_FINISH, live);
  }

  /** {@return the host of the game: its state, record and actions, once the session is over} */
  public TableHost<S, A, E, V> host() {
    return host;
  }

  /**
   * Plays until the game ends, the person types {@code quit}, or the input ends; then prints a
   * summary.
   *
   * @throws InterruptedException if the calling thread is interrupted meanwhile
   */
  public void run() throws InterruptedException {
    // Raw for the whole session, not only while a line is read: keys typed while a command runs
    // wait for the next line instead of being echoed by the terminal into the table.
    Optional<Attributes> cooked = live ? Optional.of(reader.getTerminal().enterRawMode()) : Optional.empty();
    try {
      play();
    } finally {
      cooked.ifPresent(reader.getTerminal()::setAttributes);
    }
  }

  private void play() throws InterruptedException {
    say(screen.welcome(host.view(me)));
    host.open();
    deal();
    redraw(true);
    Thread input = new Thread(this::readLines, "kemkit-play-input");
    input.setDaemon(true);
    input.start();
    Thread clock = new Thread(this::tick, "kemkit-play-bots");
    clock.setDaemon(true);
    if (paceMillis > 0) {
      clock.start();
    }
    finished.await();
    clock.interrupt();
    if (live) {
      // The last view stays on the screen, above the summary, and the line below is left bare.
      reader.showTable(List.of());
      say(screen.draw(host.view(me)).stripTrailing());
    }
    say(summary());
  }

  /** {@return what the session came to: rounds, scores and actions} */
  public String summary() {
    S state = host.state();
    long actions = host.actions().stream().filter(action -> action instanceof PlayerAction).count();
    return String.format(Locale.ROOT, "%s round %d; scores %s; %d actions in all, %d of them yours",
        state.isOver() ? "the game ended in" : "you leave in", state.round(), screen.scores(host.view(me)), actions,
        myActions.get());
  }

  private void readLines() {
    try {
      while (finished.getCount() > 0) {
        String line;
        try {
          line = reader.readLine(PROMPT);
        } catch (UserInterruptException e) {
          break; // Ctrl-C: leave as quit does
        }
        if (live) {
          say(PROMPT + line); // the line as typed, without the view that stood above it
        }
        if (!command(line.strip())) {
          break;
        }
      }
    } catch (EndOfFileException e) {
      // The input ended (Ctrl-D, or the end of a pipe): the game ends here.
    } catch (RuntimeException e) {
      // JLine wraps a failing terminal in an unchecked IOError or exception.
      // Named by its class too: some (a concurrent modification, an I/O error) carry no message.
      say("cannot read the input: " + e);
    } finally {
      finished.countDown();
    }
  }

  /** {@return false when the person is done} */
  private boolean command(String line) {
    String[] words = line.isEmpty() ? new String[0] : line.split("\\s+");
    String verb = words.length == 0 ? "" : Ascii.toLowerCase(words[0]);
    switch (verb) {
      case "" -> {
        if (paceMillis == 0 && !botStep(true)) {
          say("(the bots pass: your move)");
        }
        return !host.state().isOver();
      }
      case "quit", "exit" -> {
        return false;
      }
      case "help", "?" -> {
        say(words.length > 1 ? verbHelp(Ascii.toLowerCase(words[1]))
            : LegalHelp.of(rules.notation(), host.legalActions(me), paceMillis == 0).stripTrailing()
                + "\n" + String.join("\n", screen.hints(host.view(me))));
        return true;
      }
      case "view" -> {
        // A copy that stays in the scroll-back; the view above the line is always the current one.
        say(screen.draw(host.view(me)).stripTrailing());
        return true;
      }
      case "legend" -> {
        say(screen.legend());
        return true;
      }
      case "scores", "sheet" -> {
        say(sheet());
        return true;
      }
      default -> {
        play(verb, Arrays.asList(words).subList(1, words.length), line);
        return !host.state().isOver();
      }
    }
  }

  private String verbHelp(String verb) {
    if (gameVerbs().contains(verb) || VerbHelp.sessionWords().contains(verb)) {
      return VerbHelp.of(verb).orElse(verb + ": a verb of this game; 'help' shows what it takes now");
    }
    return "'" + verb + "' is no verb of this game; legal now: " + String.join(", ", LegalHelp.verbs(rules.notation(),
        host.legalActions(me))) + " (help lists them with their words)";
  }

  /** {@return the verbs this game's actions are written with: not another dialect's} */
  private Set<String> gameVerbs() {
    return screen.verbs();
  }

  /** {@return the score sheet so far: every call, point and round's scores, with reasons} */
  private synchronized String sheet() {
    return sheet.isEmpty() ? "nothing is scored yet: " + screen.scores(host.view(me)) : "score sheet:\n  " + String.join("\n  ", sheet)
        + "\nnow: " + screen.scores(host.view(me));
  }

  private void play(String verb, List<String> args, String line) {
    if (verb.matches("[0-9]+")) {
      say("commands are the record verbs without the seat: '" + line.substring(verb.length()).strip()
          + "', not '" + line + "' (type help)");
      return;
    }
    if (!screen.verbs().contains(verb)) {
      // Not every verb of the notation: this game's, and the ones legal now are what helps.
      say("'" + verb + "' is no verb of this game; legal for you now: " + String.join(", ",
          LegalHelp.verbs(rules.notation(), host.legalActions(me))) + " (type help)");
      return;
    }
    if (verb.equals("rearrange") && args.size() == 1 && args.get(0).matches("[0-9]{2,10}")) {
      // 'help rearrange' shows a permutation as 1032: the record's words are its digits.
      args = args.get(0).chars().mapToObj(c -> String.valueOf((char) c)).toList();
    }
    A action;
    try {
      action = rules.notation().parse(me, verb, args);
    } catch (NotationException e) {
      say("'" + line + "': " + e.getMessage() + " (type help)");
      return;
    }
    Optional<Rejection> refusal = submit(action).rejection();
    if (refusal.isPresent()) {
      say(Refusals.toYou(refusal.get()));
    } else {
      myActions.incrementAndGet();
      idleTicks.set(0);
    }
    redraw(false);
  }

  private void tick() {
    try {
      while (finished.getCount() > 0) {
        Thread.sleep(paceMillis);
        if (typing()) {
          continue; // the bots wait while the person types: the table stays as it was read
        }
        // When every bot passes, the dealer waits a few ticks before sweeping: the person may want
        // a card and needs time to type.
        botStep(idleTicks.incrementAndGet() > PATIENCE_TICKS);
      }
    } catch (InterruptedException e) {
      // The session is over.
    }
  }

  /**
   * Replays a game so far, before {@link #run()}: its chance actions and moves, as a record holds
   * them; the bots hear every event, the screen stays quiet, and play goes on from there.
   *
   * @param actions the actions of a record, chance actions included, in order
   * @return how many actions were replayed
   * @throws IllegalArgumentException if the rules refuse one of them, naming it and why
   */
  public int replay(List<? extends Action> actions) {
    replaying = true;
    try {
      for (int i = 0; i < actions.size(); i++) {
        Optional<Rejection> refusal = host.submit(actions.get(i)).rejection();
        if (refusal.isPresent()) {
          throw new IllegalArgumentException("action " + (i + 1) + " (" + actions.get(i) + ") is refused: "
              + refusal.get().message() + " (" + refusal.get().rule() + ")");
        }
        if (actions.get(i) instanceof PlayerAction move && move.seat() == me) {
          myActions.incrementAndGet();
        }
      }
    } finally {
      replaying = false;
    }
    return actions.size();
  }

  /** Submits {@code action}, then deals whatever chance action is due (C-4). */
  private kemkit.host.SeatAnswer<E> submit(Action action) {
    synchronized (host) {
      kemkit.host.SeatAnswer<E> answer = host.submit(action);
      deal();
      return answer;
    }
  }

  private void deal() {
    synchronized (host) {
      while (!host.state().isOver() && host.state().chanceDue().isPresent()) {
        host.submit(Chance.roll(host.state().chanceDue().get(), dealer));
      }
    }
  }

  /** {@return whether the person has typed part of a line} */
  private boolean typing() {
    return reader.typing();
  }

  /** {@return whether a bot moved} */
  private boolean botStep(boolean mayPress) {
    S state = host.state();
    Optional<Scheduler.Move<A>> move = scheduler.willing(state)
        .or(() -> mayPress ? scheduler.press(state) : Optional.empty());
    if (move.isEmpty()) {
      return false;
    }
    idleTicks.set(0);
    // A person's action may have come first: then the host refuses this one, and nobody else hears.
    submit(move.get().action());
    redraw(false);
    if (host.state().isOver()) {
      finished.countDown();
    }
    return true;
  }

  private void show(E event) {
    if (!replaying) {
      screen.describe(event).ifPresent(this::say);
    }
    screen.sheet(event).ifPresent(line -> {
      synchronized (this) {
        sheet.add(line);
      }
    });
  }

  /** Shows the view: always when {@code force}, else only if it changed since it was last shown. */
  private synchronized void redraw(boolean force) {
    String view = screen.draw(host.view(me));
    if (!force && view.equals(drawn)) {
      return;
    }
    drawn = view;
    if (live) {
      reader.showTable(view.lines().map(line -> AttributedString.fromAnsi(paint(line))).toList());
    } else {
      say(view.stripTrailing());
    }
  }

  /** Prints {@code text} above the person's line, which stays as it was typed. */
  private void say(String text) {
    reader.printAbove(AttributedString.fromAnsi(paint(text)));
  }

  /** Red hearts and diamonds, bold clubs and spades, when colour is on (a terminal, no NO_COLOR). */
  private String paint(String text) {
    if (!colour) {
      return text;
    }
    return CARD.matcher(text).replaceAll(match -> {
      char suit = match.group().charAt(match.group().length() - 1);
      return (suit == 'H' || suit == 'D' ? "\u001b[31m" : "\u001b[1m") + match.group() + "\u001b[0m";
    });
  }

  private void complete(LineReader lineReader, ParsedLine line, List<Candidate> candidates) {
    List<String> words = line.words();
    int index = line.wordIndex();
    Set<String> legal = new LinkedHashSet<>();
    Set<String> inSight = new LinkedHashSet<>();
    if (index == 0) {
      legal.addAll(rules.notation().verbs());
      inSight.addAll(VerbHelp.sessionWords());
    } else if (Ascii.toLowerCase(words.get(0)).equals("help")) {
      legal.addAll(rules.notation().verbs());
    } else {
      // What is legal now, word by word after what was typed; failing that, any card or seat in sight.
      List<String> typed = lowerFirst(words.subList(0, Math.min(index, words.size())));
      for (A action : host.legalActions(me)) {
        List<String> written = Arrays.asList(rules.notation().write(action).split(" "));
        if (written.size() > index && written.subList(0, index).equals(typed)) {
          legal.add(written.get(index));
        }
      }
      if (legal.isEmpty()) {
        inSight.addAll(screen.cards(host.view(me)));
        for (int seat = 0; seat < host.state().seating().seats(); seat++) {
          inSight.add(Integer.toString(seat));
        }
      }
    }
    legal.forEach(word -> candidates.add(new Candidate(word, word, index == 0 ? "verbs" : "legal now", null, null, null, true)));
    inSight.forEach(word -> candidates.add(new Candidate(word, word, index == 0 ? "session" : "in sight", null, null, null, true)));
  }

  private static List<String> lowerFirst(List<String> typed) {
    List<String> out = new ArrayList<>(typed);
    if (!out.isEmpty()) {
      out.set(0, Ascii.toLowerCase(out.get(0)));
    }
    return out;
  }
}
