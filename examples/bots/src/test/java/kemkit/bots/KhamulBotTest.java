package kemkit.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulAction.Announce;
import kemkit.khamul.KhamulAction.Discard;
import kemkit.khamul.KhamulAction.Draw;
import kemkit.khamul.KhamulAction.Force;
import kemkit.khamul.KhamulAction.KingSwap;
import kemkit.khamul.KhamulAction.Look;
import kemkit.khamul.KhamulAction.Peek;
import kemkit.khamul.KhamulAction.Rearrange;
import kemkit.khamul.KhamulAction.Skip;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.khamul.KhamulAction.Swap;
import kemkit.khamul.KhamulAction.Take;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;
import kemkit.khamul.Power;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Khamul bot, one rule at a time. A bot sees views only, so each test writes the view (seat 0
 * of four, threshold 5) and the legal actions the rules would list with it.
 */
class KhamulBotTest {

  private static final KhamulBot BOT = new KhamulBot(Khamul.rules(), 0);

  /** A view of seat 0: {@code hands} gives each hand slot by slot, {@code ??} for an unknown card. */
  private static KhamulView view(Phase phase, int turn, List<String> hands, String discard, Optional<Card> held,
      Optional<Power> power, Optional<Integer> announcer) {
    ImmutableList.Builder<ImmutableList<Optional<Card>>> memory = ImmutableList.builder();
    List<Integer> sizes = new ArrayList<>();
    for (String hand : hands) {
      ImmutableList.Builder<Optional<Card>> slots = ImmutableList.builder();
      for (String word : hand.split(" ")) {
        slots.add(word.equals("??") ? Optional.empty() : Optional.of(Card.of(word)));
      }
      ImmutableList<Optional<Card>> built = slots.build();
      memory.add(built);
      sizes.add(built.size());
    }
    ImmutableList<Card> pile = discard.isEmpty() ? ImmutableList.of() : FamilyTable.cards(discard);
    return new KhamulView(0, 1, phase, turn, 0, ImmutableList.copyOf(sizes), pile, 30, held, power, announcer,
        ImmutableSet.of(0, 1, 2, 3), false, ImmutableList.of(0, 0, 0, 0), memory.build());
  }

  private static KhamulView turnStart(String mine, String discard) {
    return view(Phase.TURN_START, 0, List.of(mine, "?? ?? ?? ??", "?? ?? ?? ??", "?? ?? ?? ??"), discard,
        Optional.empty(), Optional.empty(), Optional.empty());
  }

  private static ImmutableList<KhamulAction> startLegal(boolean snaps) {
    ImmutableList.Builder<KhamulAction> out = ImmutableList.<KhamulAction>builder()
        .add(new Announce(0), new Draw(0), new Take(0));
    if (snaps) {
      for (int slot = 0; slot < 4; slot++) {
        out.add(new Snap(0, slot));
      }
    }
    return out.add(new Rearrange(0, ImmutableList.of(1, 2, 3, 0))).build();
  }

  private static ImmutableList<KhamulAction> slots(int count, java.util.function.IntFunction<KhamulAction> make,
      KhamulAction... more) {
    ImmutableList.Builder<KhamulAction> out = ImmutableList.<KhamulAction>builder().add(more);
    for (int slot = 0; slot < count; slot++) {
      out.add(make.apply(slot));
    }
    return out.build();
  }

  @Test
  @DisplayName("H-5: peeks at two slots")
  void peeks() {
    KhamulView peeking = view(Phase.PEEKING, 0, List.of("?? ?? ?? ??", "?? ?? ?? ??", "?? ?? ?? ??", "?? ?? ?? ??"),
        "", Optional.empty(), Optional.empty(), Optional.empty());
    ImmutableList<KhamulAction> legal = ImmutableList.of(new Peek(0, 0, 1), new Peek(0, 1, 0), new Peek(0, 2, 3));

    assertThat(BOT.intention(peeking, legal)).contains(new Peek(0, 0, 1));
  }

  @Test
  @DisplayName("H-12: announces when its memory says the hand is worth at most the threshold, so it is never marked")
  void announcesAtTheThreshold() {
    assertThat(BOT.intention(turnStart("AS 2C KD 2H", "9C"), startLegal(false))).contains(new Announce(0));
  }

  @Test
  @DisplayName("H-12: above the threshold, announces only when it expects its hand to be the lowest")
  void announcesWhenLowest() {
    KhamulView alone = turnStart("AS 2C KD 3H", "9C");
    KhamulView rival = view(Phase.TURN_START, 0, List.of("AS 2C KD 4H", "?? ?? ?? ??", "AC AD KH ??", "?? ?? ?? ??"),
        "9C", Optional.empty(), Optional.empty(), Optional.empty());

    assertThat(BOT.intention(alone, startLegal(false))).as("worth 6, every other hand unknown").contains(new Announce(0));
    assertThat(BOT.intention(rival, startLegal(false))).as("worth 7, and seat 2 is expected at about 9").contains(new Draw(0));
  }

  @Test
  @DisplayName("H-7: takes a low top discard to replace a known high card, and draws otherwise")
  void takesLowDiscards() {
    assertThat(BOT.intention(turnStart("QH 5C ?? ??", "AH"), startLegal(false))).contains(new Take(0));
    assertThat(BOT.intention(turnStart("9H 5C ?? ??", "TH"), startLegal(false))).contains(new Draw(0));
  }

  @Test
  @DisplayName("H-7: a taken card goes where the highest known card was")
  void swapsTakenCard() {
    KhamulView holding = view(Phase.HOLDING_TAKEN, 0, List.of("5C QH ?? 2D", "?? ?? ?? ??", "?? ?? ?? ??",
        "?? ?? ?? ??"), "9C", Optional.of(Card.of("AH")), Optional.empty(), Optional.empty());

    assertThat(BOT.intention(holding, slots(4, slot -> new Swap(0, slot)))).contains(new Swap(0, 1));
  }

  @Test
  @DisplayName("H-7: a drawn card replaces a higher known card; a high drawn card is discarded")
  void placesDrawnCard() {
    List<String> hands = List.of("5C 9S ?? 2D", "?? ?? ?? ??", "?? ?? ?? ??", "?? ?? ?? ??");
    ImmutableList<KhamulAction> legal = slots(4, slot -> new Swap(0, slot), new Discard(0));

    KhamulView low = view(Phase.HOLDING_DRAWN, 0, hands, "9C", Optional.of(Card.of("2C")), Optional.empty(), Optional.empty());
    KhamulView high = view(Phase.HOLDING_DRAWN, 0, hands, "9C", Optional.of(Card.of("QD")), Optional.empty(), Optional.empty());

    assertThat(BOT.intention(low, legal)).contains(new Swap(0, 1));
    assertThat(BOT.intention(high, legal)).contains(new Discard(0));
  }

  @Test
  @DisplayName("H-8 jack: looks at a slot it does not know, and skips when it knows them all")
  void looks() {
    KhamulView unknown = view(Phase.POWER, 0, List.of("5C 9S ?? 2D", "?? ?? ?? ??", "?? ?? ?? ??", "?? ?? ?? ??"),
        "JC", Optional.empty(), Optional.of(Power.LOOK), Optional.empty());
    KhamulView known = view(Phase.POWER, 0, List.of("5C 9S 3H 2D", "?? ?? ?? ??", "?? ?? ?? ??", "?? ?? ?? ??"),
        "JC", Optional.empty(), Optional.of(Power.LOOK), Optional.empty());
    ImmutableList<KhamulAction> legal = slots(4, slot -> new Look(0, slot), new Skip(0));

    assertThat(BOT.intention(unknown, legal)).contains(new Look(0, 2));
    assertThat(BOT.intention(known, legal)).contains(new Skip(0));
  }

  @Test
  @DisplayName("H-8 black queen: forces the announcer, or else the seat whose known hand is lowest")
  void forcesTheLeader() {
    ImmutableList<KhamulAction> legal = ImmutableList.of(new Skip(0), new Force(0, 1), new Force(0, 2), new Force(0, 3));
    List<String> hands = List.of("5C 9S ?? 2D", "?? ?? ?? ??", "AC 2S ?? ??", "?? ?? ?? ??");

    KhamulView quiet = view(Phase.POWER, 0, hands, "QS", Optional.empty(), Optional.of(Power.FORCE), Optional.empty());
    KhamulView announced = view(Phase.POWER, 0, hands, "QS", Optional.empty(), Optional.of(Power.FORCE), Optional.of(3));

    assertThat(BOT.intention(quiet, legal)).contains(new Force(0, 2));
    assertThat(BOT.intention(announced, legal)).contains(new Force(0, 3));
  }

  @Test
  @DisplayName("H-8 black king: gives its known high card for an opponent's known low one")
  void kingSwaps() {
    KhamulView power = view(Phase.POWER, 0, List.of("5C QH ?? 2D", "?? ?? ?? ??", "?? AD ?? ??", "?? ?? ?? ??"),
        "KS", Optional.empty(), Optional.of(Power.KSWAP), Optional.empty());
    ImmutableList.Builder<KhamulAction> legal = ImmutableList.<KhamulAction>builder().add(new Skip(0));
    for (int target = 1; target < 4; target++) {
      for (int mine = 0; mine < 4; mine++) {
        for (int theirs = 0; theirs < 4; theirs++) {
          legal.add(new KingSwap(0, mine, target, theirs));
        }
      }
    }

    assertThat(BOT.intention(power, legal.build())).contains(new KingSwap(0, 1, 2, 1));
  }

  @Test
  @DisplayName("H-9: snaps a card it knows matches the top discard, in turn or not; otherwise passes out of turn")
  void snaps() {
    List<String> hands = List.of("5C 9S ?? 2D", "?? ?? ?? ??", "?? ?? ?? ??", "?? ?? ?? ??");
    ImmutableList<KhamulAction> legal = slots(4, slot -> new Snap(0, slot), new Rearrange(0, ImmutableList.of(1, 2, 3, 0)));

    KhamulView match = view(Phase.TURN_START, 2, hands, "9H", Optional.empty(), Optional.empty(), Optional.empty());
    KhamulView noMatch = view(Phase.TURN_START, 2, hands, "8H", Optional.empty(), Optional.empty(), Optional.empty());

    assertThat(BOT.intention(match, legal)).contains(new Snap(0, 1));
    assertThat(BOT.intention(noMatch, legal)).as("H-10: it never rearranges").isEmpty();
  }
}
