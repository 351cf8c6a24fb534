/**
 * Game records ({@code record 1}): reading, writing and validating them. The format is described in
 * {@code core/RECORD-FORMAT.md}, at the top of the project.
 *
 * <p>A record is untrusted input, read one line at a time: a line holds at most 4096 characters,
 * words outside comments are printable ASCII (only ASCII letters fold), one leading byte order mark
 * is ignored, numbers are 32-bit integers, and a verdict quotes at most 80 characters of the record.
 * Validating a record of any length holds one line and the game, never the whole text.
 *
 * <pre>{@code
 * Verdict verdict;
 * try (InputStream in = Files.newInputStream(Path.of("game.rec"))) {
 *   verdict = Validator.validate(in, Games.all());   // one line at a time
 * }
 * // ok: final scores -1 0 (round 1) | illegal: line 9: ... | mismatch: ... | malformed: ...
 *
 * // The same, line by line, for a caller that has the lines (a socket, a UI):
 * ValidationSession session = ValidationSession.start();
 * for (String line : List.of("record 1", "game kemps", "shuffle " + deck, "1 exchange 2C 5D")) {
 *   LineVerdict each = session.feed(line);    // Held, Rejected (final: illegal unless expected) or Failed
 * }
 * Verdict atTheEnd = session.finish();
 *
 * // One action line in, one action out: the inverse of RecordWriter.line.
 * Action action = RecordLine.parse(rules, "1 exchange 2C 5D");
 * String text = RecordWriter.write(rules, actions);    // any game played through the library
 * GameRecord again = RecordReader.read(text);
 * }</pre>
 */
package kemkit.record;
