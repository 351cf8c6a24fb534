package kemkit.toy;

import java.util.stream.Stream;
import kemkit.card.Deck;
import kemkit.conformance.Conformance;
import kemkit.seat.Seating;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/** The toy game passes the whole conformance suite, in a few shapes. */
class HighCardConformanceTest {

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> conformance() {
    return Conformance.suite(300,
        HighCardRules.of(2),
        HighCardRules.of(4),
        new HighCardRules(Seating.players(5), Deck.piquet32(), 6, 3));
  }
}
