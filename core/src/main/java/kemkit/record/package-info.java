/**
 * Game records ({@code record 1}): reading, writing and validating them. The format is described in
 * {@code core/RECORD-FORMAT.md}, at the top of the project.
 *
 * <pre>{@code
 * Verdict verdict = Validator.validate(Files.readString(Path.of("game.rec")));
 * // ok: final scores -1 0 (round 1) | illegal: line 9: ... | mismatch: ... | malformed: ...
 * String text = RecordWriter.write(rules, actions);    // any game played through the library
 * GameRecord again = RecordReader.read(text);
 * }</pre>
 */
package kemkit.record;
