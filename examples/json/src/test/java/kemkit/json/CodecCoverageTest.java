package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import kemkit.card.Card;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.game.ChanceAction;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every record of the sealed families that go on the wire has a codec: a new action, event or
 * verdict without one fails the build here. The records the seeded games rarely make get a
 * hand-made round trip.
 */
class CodecCoverageTest {

  private final JsonCodec codec = new JsonCodec();

  @Test
  @DisplayName("every permitted record of every action, event and verdict family has a codec")
  void everyRecordHasACodec() {
    Set<Class<?>> records = new HashSet<>();
    for (Class<?> root : ImmutableList.of(ChanceAction.class, FamilyAction.class, FamilyEvent.class,
        KhamulAction.class, KhamulEvent.class, Verdict.class)) {
      addPermitted(root, records);
    }
    assertThat(records).hasSizeGreaterThan(70);
    assertThat(new HashSet<>(JsonCodec.encodedClasses())).isEqualTo(records);
  }

  /**
   * Sealed interfaces inside a family (the Kem's-family {@code Call}) are walked down to their
   * values: records, or a final class that keeps its own representation ({@code Shuffle}, a pile
   * of card numbers), which no subclass can add fields to behind the codec's back.
   */
  private static void addPermitted(Class<?> type, Set<Class<?>> out) {
    if (type.isSealed()) {
      for (Class<?> sub : type.getPermittedSubclasses()) {
        addPermitted(sub, out);
      }
    } else {
      // A leaf is a record, or a final value class (Shuffle keeps its order as a pile since issue 27).
      assertThat(type.isRecord() || java.lang.reflect.Modifier.isFinal(type.getModifiers()))
          .as(type.getName() + " is a record or a final class").isTrue();
      out.add(type);
    }
  }

  @Test
  @DisplayName("K-13, K-18, H-11, H-12: the events the seeded games rarely make round-trip too")
  void rareEvents() throws JsonFormatException {
    roundTrip("kems", new FamilyEvent.CounterBeaten(1));
    roundTrip("kemps", new FamilyEvent.RecycleDue(12));
    roundTrip("kemps", new FamilyEvent.Recycled(12));
    roundTrip("khamul", new KhamulEvent.Marked(2));
    roundTrip("khamul", new KhamulEvent.StockRanOut(3));
    roundTrip("kems", new FamilyEvent.HandDealt(0, Optional.of(ImmutableList.of(Card.of("TH"), Card.of("2C")))));
  }

  @Test
  @DisplayName("record-format.md: mismatch and malformed verdicts round-trip")
  void rareVerdicts() throws JsonFormatException {
    for (Verdict verdict : ImmutableList.of(new Verdict.Mismatch(7, "scores 1 0", "scores 0 0"),
        new Verdict.Malformed(3, 5, "'ZZ' is not a card"), new Verdict.Malformed(1, 0, "empty record"))) {
      assertThat(codec.verdict(text(codec.verdict(verdict)), "$")).isEqualTo(verdict);
    }
  }

  private void roundTrip(String game, FamilyEvent event) throws JsonFormatException {
    FamilyCodec family = codec.family(game.equals("kems") ? Kems.rules() : Kemps.rules());
    assertThat(family.event(text(family.event(event, 0)), "$")).isEqualTo(event);
  }

  private void roundTrip(String game, KhamulEvent event) throws JsonFormatException {
    KhamulCodec khamul = codec.khamul(Khamul.rules());
    assertThat(khamul.event(text(khamul.event(event, 0)), "$")).isEqualTo(event);
  }

  private JsonNode text(JsonNode node) throws JsonFormatException {
    return codec.parse(codec.write(node));
  }
}
