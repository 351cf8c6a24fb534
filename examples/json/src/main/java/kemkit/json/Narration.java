package kemkit.json;

import kemkit.game.Event;

/**
 * The {@code sentence} of an encoded event: what the seat heard, in words.
 *
 * <p>SEAM, to be replaced on merge by the library narration (each game module turns an event as a
 * seat heard it into a sentence). Until then every sentence is empty: an event's {@code toString}
 * is no sentence, and written from the full event it could tell a seat what it may not know (C-6).
 */
final class Narration {

  private Narration() {}

  /** {@return the sentence for {@code event} as {@code seat} heard it; empty until the library narrates} */
  static String sentence(Event event, int seat) {
    return "";
  }
}
