package kemkit.conformance;

import kemkit.game.Event;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;

/**
 * What a seat is handed besides the rule set's own objects, for the non-interference check (C-6):
 * a game's narration sentences, a protocol's JSON, a UI's text. The kit cannot know them (core
 * depends on no game and no codec), so a test passes them to {@link Conformance#handed}, and the
 * kit compares them wherever it compares what they are made from: in two states that a seat
 * cannot tell apart, equal views must give equal faces of views, equal events equal faces of
 * events. A face that reads anything but its argument (a hidden field left out of {@code equals},
 * a cache keyed on the state) shows up as a difference.
 *
 * <p>Every method returns a value compared with {@code equals} ({@code String}s, JSON trees,
 * lists); the defaults hand nothing more than the objects themselves.
 */
public interface Faces {

  /** The faces of the rule set's own objects only: nothing more to compare. */
  Faces NONE = () -> "no extra faces";

  /** {@return what the faces are, for the test's name: {@code narration}, {@code JSON}} */
  String name();

  /**
   * {@return what {@code seat} is handed of its view, besides the view object}
   *
   * @param rules the rule set that made the view
   * @param seat the seat that sees it
   * @param view the view, as {@code rules.view(state, seat)} gave it
   */
  default Object view(RuleSet<?, ?, ?, ?> rules, int seat, Object view) {
    return "";
  }

  /**
   * {@return what {@code seat} is handed of an event it heard, besides the event object}
   *
   * @param rules the rule set whose event it is
   * @param seat the seat that heard it
   * @param event the event, as {@code rules.eventsSeenBy(seat, …)} gave it
   */
  default Object event(RuleSet<?, ?, ?, ?> rules, int seat, Event event) {
    return "";
  }

  /**
   * {@return what {@code seat} is handed of a rejection of its action, besides the rejection}
   *
   * @param rules the rule set that rejected the action
   * @param seat the seat whose action it was
   * @param rejection the rejection
   */
  default Object rejection(RuleSet<?, ?, ?, ?> rules, int seat, Rejection rejection) {
    return "";
  }
}
