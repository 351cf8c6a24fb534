package kemkit.examples.cli;

/**
 * How the command line program ends, as its exit status. The codes for records are the ones
 * record-format.md gives a validator: 0 ok, 1 illegal or mismatch, 2 malformed.
 */
public enum Exit {
  /** Everything held: every record was {@code ok}, or help was asked for. */
  OK(0),
  /** A record was read but failed: {@code illegal} or {@code mismatch}. */
  FAILED(1),
  /**
   * The input was not usable: a {@code malformed} record, a file that cannot be read or is not
   * UTF-8 text, or a command line that does not parse.
   */
  BAD_INPUT(2),
  /** A bug in kemkit: something threw that never should. */
  INTERNAL_ERROR(3);

  private final int code;

  Exit(int code) {
    this.code = code;
  }

  /** {@return the process exit status} */
  public int code() {
    return code;
  }

  /**
   * {@return the exit of a validator's verdict, from its code 0, 1 or 2}
   *
   * @param code the verdict's code
   */
  public static Exit ofVerdictCode(int code) {
    return switch (code) {
      case 0 -> OK;
      case 1 -> FAILED;
      case 2 -> BAD_INPUT;
      default -> throw new IllegalArgumentException("a verdict exits 0, 1 or 2, not " + code);
    };
  }

  /**
   * {@return the worse of this and {@code other}: the one with the higher code}
   *
   * @param other another exit
   */
  public Exit worse(Exit other) {
    return other.code > code ? other : this;
  }
}
