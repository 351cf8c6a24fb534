package kemkit.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordWriter;
import kemkit.record.Validator;
import kemkit.record.Verdict;

/**
 * rules.md C-9, one alphabet: an action is accepted only if it has a record line that reads back
 * as itself. Every accepted action of the script is written with {@link RecordWriter#line} and
 * read back with {@link RecordLine#parse} to an equal action. At sampled states, a legal action
 * that carries a free word (one that is neither a card nor a number: a sign, a gesture) is tried
 * with hostile words in its place (KELVIN SIGN, {@code é}, a no-break space, NUL, DEL, U+FFFD, a
 * space, a tab, {@code #}, a line end, more than 4096 characters, and one generated from the seed):
 * the rules must refuse each one, or it must read back as itself too. Last, the script, hostile
 * actions included, is played through a {@link TableHost}, and the record the host writes must
 * validate {@code ok}: a table never stores what it cannot replay.
 *
 * <p>Budget: one line written and read per accepted action, hostile words at one state in 8, a
 * table and a validation for one game in 4 (every state and every game while shrinking).
 */
record ActionsReadBack() implements Property {

  private static final int ONE_STATE_IN = 8;

  /** A table replays the game and the validator once more: one game in 4 (every one while shrinking). */
  private static final int ONE_TABLE_IN = 4;

  /** Words no record line can hold as one word (record-format.md, Lexical rules). */
  private static final List<String> HOSTILE = List.of("\u212Aemps", "caf\u00e9", "no\u00a0break", "nul\u0000",
      "del\u007f", "\ufffd", "two words", "tab\tbed", "hash#tag", "line\nend", "x".repeat(4097),
      "y".repeat(4090));

  /** Characters a generated hostile word holds one of. */
  private static final String BAD_CHARS = "\u212A\u00e9\u00a0\u0000\u007f\ufffd \t#\n\r\u0131\u017F\u2028\ufeff";

  @Override
  public String name() {
    return "C-9 one alphabet: accepted actions read back from their record line, host records validate";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    List<Action> played = new ArrayList<>();
    S state = rules.start();
    List<Action> actions = script.actions();
    for (int i = 0; i < actions.size(); i++) {
      if (!state.isOver() && sampling.pick(ONE_STATE_IN)) {
        for (Action hostile : hostile(rules, state, sampling)) {
          Outcome<S, E> outcome = rules.apply(state, hostile);
          if (outcome.isAccepted()) {
            Optional<String> problem = readBackProblem(rules, hostile);
            if (problem.isPresent()) {
              return Optional.of(new Violation(i, "the rules accepted " + describe(hostile) + ", whose record line "
                  + problem.get() + " (C-9: check the word where the action is checked, BAD_ARGUMENT)"));
            }
          }
          played.add(hostile);
        }
      }
      Action action = actions.get(i);
      Outcome<S, E> outcome = rules.apply(state, action);
      if (outcome.isAccepted()) {
        Optional<String> problem = readBackProblem(rules, action);
        if (problem.isPresent()) {
          return Optional.of(new Violation(i + 1, "accepted action " + describe(action) + " has a record line that "
              + problem.get()));
        }
      }
      played.add(action);
      state = outcome.state();
    }
    return sampling.pick(ONE_TABLE_IN)
        ? hostProblem(subject, played).map(p -> new Violation(actions.size(), p))
        : Optional.empty();
  }

  /** {@return what is wrong with the record line of {@code action}, if it does not read back as itself} */
  private static Optional<String> readBackProblem(RuleSet<?, ?, ?, ?> rules, Action action) {
    String line = RecordWriter.line(rules, action);
    try {
      Action read = RecordLine.parse(rules, line);
      return read.equals(action) ? Optional.empty() : Optional.of("reads back as " + describe(read));
    } catch (MalformedRecordException e) {
      return Optional.of("does not read: " + e.getMessage());
    }
  }

  /** Every action, hostile ones included, through a table: the record it writes validates. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> hostProblem(
      Subject<S, A, E, V> subject, List<Action> played) {
    TableHost<S, A, E, V> host = TableHost.manual(subject.rules());
    for (Action action : played) {
      host.submit(action);
    }
    Verdict verdict = Validator.validate(host.record(), subject.games());
    return verdict instanceof Verdict.Ok ? Optional.empty()
        : Optional.of("the record a TableHost wrote does not validate: " + verdict.describe());
  }

  /**
   * {@return a legal action of a random seat that carries a free word, with hostile words in its
   * place, as far as the notation parses them}
   */
  private static <S extends GameState, A extends PlayerAction> List<Action> hostile(
      RuleSet<S, A, ?, ?> rules, S state, Sampling sampling) {
    int seat = sampling.nextInt(state.seating().seats());
    List<A> legal = rules.legalActions(state, seat);
    List<Action> out = new ArrayList<>();
    if (legal.isEmpty()) {
      return out;
    }
    A template = legal.get(sampling.nextInt(legal.size()));
    List<String> words = Words.of(rules.notation(), template);
    int free = -1;
    for (int i = 1; i < words.size(); i++) {
      if (Card.parse(words.get(i)).isEmpty() && !Words.isNumber(words.get(i))) {
        free = i;
      }
    }
    if (free < 0) {
      // No free word here: look for a template among the seat's actions that has one.
      for (A action : legal) {
        List<String> w = Words.of(rules.notation(), action);
        for (int i = 1; i < w.size() && free < 0; i++) {
          if (Card.parse(w.get(i)).isEmpty() && !Words.isNumber(w.get(i))) {
            free = i;
            words = w;
            template = action;
          }
        }
        if (free >= 0) {
          break;
        }
      }
    }
    if (free < 0) {
      return out;
    }
    List<String> candidates = new ArrayList<>(HOSTILE);
    String word = words.get(free);
    int at = sampling.nextInt(word.length() + 1);
    candidates.add(word.substring(0, at) + BAD_CHARS.charAt(sampling.nextInt(BAD_CHARS.length())) + word.substring(at));
    for (String bad : candidates) {
      List<String> changed = new ArrayList<>(words);
      changed.set(free, bad);
      Words.parse(rules.notation(), template.seat(), changed).ifPresent(out::add);
    }
    return out;
  }

  /** {@return an action for a message: its words clipped, control characters by code point} */
  private static String describe(Action action) {
    String text = action.toString();
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length() && out.length() < 120; i++) {
      char c = text.charAt(i);
      out.append(c >= ' ' && c <= '~' ? String.valueOf(c) : String.format("\\u%04X", (int) c));
    }
    return text.length() > 120 ? out + "…" : out.toString();
  }
}
