package kemkit.record;

/** Small text helpers shared by the reader, the writer and the validator. */
final class RecordText {

  private RecordText() {}

  /** {@return the items, each preceded by a space} */
  static String join(Iterable<?> items) {
    StringBuilder out = new StringBuilder();
    for (Object item : items) {
      out.append(' ').append(item);
    }
    return out.toString();
  }
}
