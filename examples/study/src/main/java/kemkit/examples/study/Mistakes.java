package kemkit.examples.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The mistakes of a study or tournament file, gathered while it is read: each part of the file is
 * checked on its own, so that one run of {@code kemkit study} names every mistake it can find,
 * not one per run. A part that depends on another (a setup's cells on its game) is checked only
 * when that one is right, so no mistake is reported twice or in a made-up form.
 */
public final class Mistakes {

  /** A check of one part of a file. */
  @FunctionalInterface
  public interface Check<T> {
    /**
     * {@return the part, read}
     *
     * @throws StudyException at each mistake of the part
     */
    T read() throws StudyException;
  }

  private final List<StudyException> found = new ArrayList<>();

  /**
   * {@return what {@code check} reads, or empty when it finds a mistake, which is kept}
   *
   * @param check a check of one part of the file
   * @param <T> what it reads
   */
  public <T> Optional<T> check(Check<T> check) {
    try {
      return Optional.ofNullable(check.read());
    } catch (StudyException e) {
      found.add(e);
      return Optional.empty();
    }
  }

  /**
   * Keeps a mistake.
   *
   * @param mistake the mistake
   */
  public void add(StudyException mistake) {
    found.add(mistake);
  }

  /** {@return whether no mistake was found so far} */
  public boolean none() {
    return found.isEmpty();
  }

  /**
   * Throws every mistake found so far, as one exception; does nothing when there is none.
   *
   * @throws StudyException holding every mistake ({@link StudyException#mistakes()})
   */
  public void throwIfAny() throws StudyException {
    if (!found.isEmpty()) {
      throw StudyException.of(found);
    }
  }
}
