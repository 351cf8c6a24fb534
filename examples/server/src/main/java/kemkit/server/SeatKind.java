package kemkit.server;

import java.util.Locale;
import java.util.Optional;

/** Who plays a seat of a web table: a person, through a join link, or a bot on the table's clock. */
enum SeatKind {
  /** A person, in a browser (or any WebSocket client) holding the seat's link. */
  PERSON,
  /** A {@link kemkit.bots.BotKind#HEURISTIC} bot, run by the server. */
  BOT;

  /** {@return the word the API and the database use: {@code person}, {@code bot}} */
  String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** {@return the kind named {@code word}, if any} */
  static Optional<SeatKind> of(String word) {
    for (SeatKind kind : values()) {
      if (kind.word().equals(word)) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }
}
