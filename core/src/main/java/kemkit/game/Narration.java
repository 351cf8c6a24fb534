package kemkit.game;

import static java.util.Objects.requireNonNull;

/**
 * Tells a game's events as one seat heard them: one plain English sentence per event, in the
 * second person for the seat itself ("you give 8H and take 6D") and the third person for the
 * others ("seat 2 gives 8H and takes 6D"), with the id of the rule the event comes from. Feed it
 * the events of {@link RuleSet#eventsSeenBy}: a seat is told only what it may know (C-6).
 *
 * <p>Each game has its own: {@code FamilyNarration.of(rules, seat)}, {@code
 * KhamulNarration.of(seat)}. They handle every event of their game; the compiler checks it.
 *
 * @param <E> the game's events
 */
public interface Narration<E extends Event> {

  /**
   * One event, told.
   *
   * @param text the sentence, lower case first as a game log line ({@code you give 8H and take 6D})
   * @param ruleId the rule the event comes from ({@code K-9}, {@code H-12})
   */
  record Sentence(String text, String ruleId) {
    /**
     * Checks the components.
     *
     * @param text the sentence, lower case first as a game log line
     * @param ruleId the rule the event comes from ({@code K-9}, {@code H-12})
     */
    public Sentence {
      requireNonNull(text, "text");
      requireNonNull(ruleId, "ruleId");
    }
  }

  /**
   * {@return the event as this narration's seat heard it}
   *
   * @param event an event the seat may see
   */
  Sentence tell(E event);
}
