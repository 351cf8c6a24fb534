package kemkit.examples.simulate;

import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.SweepMode;
import kemkit.family.FamilyRules;

/**
 * How Kem's-family rounds went: each kind of call right and wrong in the game's own words ({@code
 * cut right}, {@code kems wrong}, K-16 to K-19), counters beaten by a double (K-18), sweeps and
 * refused sweeps (K-11), blocked rounds (K-10), voided deals (K-6) and exchanges (K-9). Counters
 * that the options rule out are left out.
 */
final class FamilyTally implements Tally<FamilyEvent> {

  private final Counts counts;
  private final int[] index;
  private int rounds;
  private final int firstDealerTeam;

  FamilyTally(FamilyRules rules) {
    FamilyOptions options = rules.options();
    Dialect dialect = rules.dialect();
    List<String> names = new ArrayList<>();
    // index[slot] is where the slot's counter lives in 'names', or -1 when the options rule it out.
    index = new int[Slot.values().length];
    add(names, Slot.KEMS_RIGHT, dialect.kemsVerb() + " right", true);
    add(names, Slot.KEMS_WRONG, dialect.kemsVerb() + " wrong", true);
    add(names, Slot.DOUBLE_KEMS_RIGHT, dialect.doubleKemsVerb() + " right", true);
    add(names, Slot.DOUBLE_KEMS_WRONG, dialect.doubleKemsVerb() + " wrong", true);
    add(names, Slot.COUNTER_RIGHT, dialect.counterVerb() + " right", true);
    add(names, Slot.COUNTER_WRONG, dialect.counterVerb() + " wrong", true);
    add(names, Slot.DOUBLE_COUNTER_RIGHT, dialect.doubleCounterVerb() + " right", options.doubleCounter());
    add(names, Slot.DOUBLE_COUNTER_WRONG, dialect.doubleCounterVerb() + " wrong", options.doubleCounter());
    add(names, Slot.BEATEN, dialect.counterVerb() + " beaten by a double", options.counterBeatenByDouble());
    add(names, Slot.SWEEPS, "sweeps", true);
    add(names, Slot.REFUSED, "sweeps refused", options.sweep() == SweepMode.CONSENSUS);
    add(names, Slot.BLOCKS, "blocks", options.tableTripleBlocks());
    add(names, Slot.VOIDED, "deals voided", options.dealtTriple() != DealtTriple.NONE);
    add(names, Slot.EXCHANGES, "exchanges", true);
    counts = new Counts(names);
    firstDealerTeam = rules.start().seating().teamOf(rules.start().dealer());
  }

  /** The counters, in the order they are shown. */
  private enum Slot {
    KEMS_RIGHT, KEMS_WRONG, DOUBLE_KEMS_RIGHT, DOUBLE_KEMS_WRONG, COUNTER_RIGHT, COUNTER_WRONG,
    DOUBLE_COUNTER_RIGHT, DOUBLE_COUNTER_WRONG, BEATEN, SWEEPS, REFUSED, BLOCKS, VOIDED, EXCHANGES
  }

  private void add(List<String> names, Slot slot, String name, boolean present) {
    index[slot.ordinal()] = present ? names.size() : -1;
    if (present) {
      names.add(name);
    }
  }

  private void increment(Slot slot) {
    if (index[slot.ordinal()] >= 0) {
      counts.increment(index[slot.ordinal()]);
    }
  }

  @Override
  public void count(FamilyEvent event) {
    if (event instanceof FamilyEvent.Called called) {
      increment(callSlot(called.call(), called.right()));
    } else if (event instanceof FamilyEvent.CounterBeaten) {
      increment(Slot.BEATEN);
    } else if (event instanceof FamilyEvent.Swept) {
      increment(Slot.SWEEPS);
    } else if (event instanceof FamilyEvent.SweepRefused) {
      increment(Slot.REFUSED);
    } else if (event instanceof FamilyEvent.RoundBlocked) {
      increment(Slot.BLOCKS);
    } else if (event instanceof FamilyEvent.DealVoided) {
      increment(Slot.VOIDED);
    } else if (event instanceof FamilyEvent.Exchanged) {
      increment(Slot.EXCHANGES);
    } else if (event instanceof FamilyEvent.RoundEnded) {
      rounds++;
    }
  }

  private static Slot callSlot(FamilyAction.Call call, boolean right) {
    if (call instanceof FamilyAction.KemsCall) {
      return right ? Slot.KEMS_RIGHT : Slot.KEMS_WRONG;
    }
    if (call instanceof FamilyAction.DoubleKems) {
      return right ? Slot.DOUBLE_KEMS_RIGHT : Slot.DOUBLE_KEMS_WRONG;
    }
    if (call instanceof FamilyAction.Counter) {
      return right ? Slot.COUNTER_RIGHT : Slot.COUNTER_WRONG;
    }
    return right ? Slot.DOUBLE_COUNTER_RIGHT : Slot.DOUBLE_COUNTER_WRONG;
  }

  @Override
  public OptionalInt firstSide() {
    return OptionalInt.of(firstDealerTeam);
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
