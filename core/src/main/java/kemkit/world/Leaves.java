package kemkit.world;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.card.Card;

/**
 * Lines up two event lists that should be equal and finds the cards in which they differ: where
 * the sampled world shows card {@code d} and the seat heard card {@code c}. Games' events are
 * records of cards, numbers, words, optionals and lists (core's package docs ask for records), so
 * they are read here by their record components, not by each game's classes: the sampler stays
 * game-independent. Used only while a world is reconstructed, never per sample.
 */
final class Leaves {

  /** A difference that is not a card, or a shape that does not line up. */
  static final int MISMATCH = 1_000;
  /** A difference that is not a card, after a card differed first: most likely its consequence. */
  static final int CONSEQUENCE = 2;

  private Leaves() {}

  /**
   * A comparison of two event lists: how far apart they are, and the first card pairs that differ.
   *
   * @param distance 0 when equal; each differing card counts 1, anything else {@link #MISMATCH}
   * @param swaps pairs {@code [had, wanted]} of differing cards, in order
   */
  record Comparison(int distance, List<Card[]> swaps) {}

  static Comparison compare(List<?> had, List<?> wanted) {
    Walk walk = new Walk();
    int distance = 0;
    for (int i = 0; i < Math.min(had.size(), wanted.size()); i++) {
      distance += walk.walk(had.get(i), wanted.get(i));
    }
    if (had.size() != wanted.size()) {
      distance += walk.mismatch() * Math.abs(had.size() - wanted.size());
    }
    return new Comparison(distance, walk.swaps);
  }

  /**
   * One comparison's walk. A difference that is not a card costs {@link #MISMATCH}, unless a card
   * differed first: then it is most likely that card's doing (a black king turned up brings its
   * power, a matching snap leaves the hand), and it costs {@link #CONSEQUENCE}, so that trading the
   * card is tried rather than the whole round dealt again.
   */
  private static final class Walk {
    private final List<Card[]> swaps = new ArrayList<>();
    private boolean differed;
    private boolean cardFirst;

    private int mismatch() {
      differed = true;
      return cardFirst ? CONSEQUENCE : MISMATCH;
    }

    private int walk(Object had, Object wanted) {
      if (had instanceof Card a && wanted instanceof Card b) {
        if (a.equals(b)) {
          return 0;
        }
        if (!differed) {
          cardFirst = true;
        }
        differed = true;
        swaps.add(new Card[] {a, b});
        return 1;
      }
      if (had == null || wanted == null || had.getClass() != wanted.getClass()) {
        return had == wanted ? 0 : mismatch();
      }
      if (had instanceof Optional<?> a) {
        Optional<?> b = (Optional<?>) wanted;
        if (a.isPresent() != b.isPresent()) {
          return mismatch();
        }
        return a.isPresent() ? walk(a.get(), b.get()) : 0;
      }
      if (had instanceof List<?> a) {
        return sequence(a, (List<?>) wanted);
      }
      if (had instanceof Collection<?> a) {
        return sequence(new ArrayList<>(a), new ArrayList<>((Collection<?>) wanted));
      }
      if (had instanceof Map<?, ?>) {
        return had.equals(wanted) ? 0 : mismatch();
      }
      if (had.getClass().isRecord()) {
        int distance = 0;
        for (RecordComponent component : had.getClass().getRecordComponents()) {
          distance += walk(read(component, had), read(component, wanted));
        }
        return distance;
      }
      return had.equals(wanted) ? 0 : mismatch();
    }

    private int sequence(List<?> a, List<?> b) {
      if (a.size() != b.size()) {
        return mismatch();
      }
      if (allCards(a) && allCards(b)) {
        // Cards that should be there and are not are traded for cards that are there and should not
        // be; a list with the right cards in the wrong order is traded place by place.
        long had = cards(a);
        long wanted = cards(b);
        if (had != wanted) {
          List<Card> extra = new ArrayList<>();
          List<Card> missing = new ArrayList<>();
          for (Object card : a) {
            if ((wanted & (1L << ((Card) card).index())) == 0) {
              extra.add((Card) card);
            }
          }
          for (Object card : b) {
            if ((had & (1L << ((Card) card).index())) == 0) {
              missing.add((Card) card);
            }
          }
          if (!differed) {
            cardFirst = true;
          }
          differed = true;
          for (int i = 0; i < Math.min(extra.size(), missing.size()); i++) {
            swaps.add(new Card[] {extra.get(i), missing.get(i)});
          }
          return extra.size() == missing.size() ? extra.size() : mismatch();
        }
      }
      int distance = 0;
      for (int i = 0; i < a.size(); i++) {
        distance += walk(a.get(i), b.get(i));
      }
      return distance;
    }
  }

  private static boolean allCards(List<?> list) {
    for (Object item : list) {
      if (!(item instanceof Card)) {
        return false;
      }
    }
    return true;
  }

  private static Object read(RecordComponent component, Object record) {
    try {
      return component.getAccessor().invoke(record);
    } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
      // A record we may not read (not exported): its equality is all we can compare.
      return new Opaque(record);
    }
  }

  /** A record whose components cannot be read: compared whole. */
  private static final class Opaque {
    private final Object whole;

    Opaque(Object whole) {
      this.whole = whole;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Opaque that && whole.equals(that.whole);
    }

    @Override
    public int hashCode() {
      return whole.hashCode();
    }
  }

  /** {@return the cards anywhere in {@code value}: events, actions, lists of them} */
  static long cards(Object value) {
    if (value instanceof Card card) {
      return 1L << card.index();
    }
    long out = 0;
    if (value instanceof Optional<?> optional) {
      return optional.map(Leaves::cards).orElse(0L);
    }
    if (value instanceof Collection<?> collection) {
      for (Object item : collection) {
        out |= cards(item);
      }
      return out;
    }
    if (value != null && value.getClass().isRecord()) {
      for (RecordComponent component : value.getClass().getRecordComponents()) {
        out |= cards(read(component, value));
      }
    }
    return out;
  }
}
