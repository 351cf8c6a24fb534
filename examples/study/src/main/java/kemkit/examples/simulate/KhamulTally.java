package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import kemkit.khamul.KhamulEvent;

/**
 * How Khamul rounds went: announcements (H-12), missed-announcement marks and empty hands at the
 * reveal (H-13), snaps right and wrong (H-9), powers used (H-8), rounds ended by an empty stock
 * (H-11), each seat's round score (H-13), and the seat that started the first round (H-6).
 */
final class KhamulTally implements Tally<KhamulEvent> {

  private static final int ANNOUNCEMENTS = 0;
  private static final int MARKS = 1;
  private static final int EMPTY_HANDS = 2;
  private static final int SNAPS = 3;
  private static final int WRONG_SNAPS = 4;
  private static final int POWERS = 5;
  private static final int STOCK_RAN_OUT = 6;
  private static final int FIRST_SCORE = 7;

  private final Counts counts;
  private int rounds;
  private int starter = -1;

  KhamulTally(int players) {
    List<String> names = new ArrayList<>(List.of(
        "announcements", "missed marks", "empty hands", "snaps", "wrong snaps", "powers used", "stock ran out"));
    for (int seat = 0; seat < players; seat++) {
      names.add("round score seat " + seat);
    }
    counts = new Counts(names);
  }

  @Override
  public void count(KhamulEvent event) {
    if (event instanceof KhamulEvent.StarterChosen chosen && starter < 0) {
      starter = chosen.seat();
    } else if (event instanceof KhamulEvent.Announced) {
      counts.increment(ANNOUNCEMENTS);
    } else if (event instanceof KhamulEvent.Snapped snapped) {
      counts.increment(snapped.matched() ? SNAPS : WRONG_SNAPS);
    } else if (event instanceof KhamulEvent.Looked || event instanceof KhamulEvent.Forced
        || event instanceof KhamulEvent.KingSwapped) {
      counts.increment(POWERS);
    } else if (event instanceof KhamulEvent.StockRanOut) {
      counts.increment(STOCK_RAN_OUT);
    } else if (event instanceof KhamulEvent.Revealed revealed) {
      for (ImmutableList<?> hand : revealed.hands()) {
        if (hand.isEmpty()) {
          counts.increment(EMPTY_HANDS);
        }
      }
    } else if (event instanceof KhamulEvent.RoundScored scored) {
      rounds++;
      counts.add(MARKS, scored.marked().size());
      for (int seat = 0; seat < scored.roundScores().size(); seat++) {
        counts.add(FIRST_SCORE + seat, scored.roundScores().get(seat));
      }
    }
  }

  @Override
  public OptionalInt firstSide() {
    return starter < 0 ? OptionalInt.empty() : OptionalInt.of(starter);
  }

  @Override
  public int rounds() {
    return rounds;
  }

  @Override
  public ImmutableMap<String, Long> counts() {
    return counts.snapshot();
  }
}
