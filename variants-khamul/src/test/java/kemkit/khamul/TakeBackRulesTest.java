package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import java.util.Optional;
import kemkit.conformance.TakeBacks;
import kemkit.game.Barrier;
import kemkit.undo.Ledger;
import kemkit.undo.Reach;
import kemkit.undo.TakeBack;
import org.junit.jupiter.api.Test;

/**
 * rules.md C-10 in Khamul: which moves a seat may take back, as the rules' own hearing of each
 * event decides (the conformance kit checks that no take-back tells anything hidden).
 */
class TakeBackRulesTest {

  private static final ImmutableSortedMap<String, ImmutableSortedSet<String>> TALLY =
      TakeBacks.tally(Khamul.rules(), 200);

  @Test
  void aMoveThatShowsOrMovesAHiddenCardIsNeverTakenBack() {
    // H-5 peek, H-8 look and king swap, H-9 snap, H-10 rearrange, H-7 discard and swap (the card
    // put out was face down, or drawn and seen by its drawer alone).
    for (String kind : new String[] {"Peek", "Look", "KingSwap", "Snap", "Rearrange", "Discard", "Swap"}) {
      assertThat(TALLY.get(kind)).as("%s in %s", kind, TALLY).isNotNull().doesNotContain("allowed");
    }
    assertThat(TALLY.get("Peek")).containsExactly(Barrier.HIDDEN.word());
  }

  @Test
  void takingThePublicDiscardAndAnnouncingCanBeTakenBack() {
    // H-7 take (the pile is public, H-15), H-12 announcing: nothing hidden changes hands.
    assertThat(TALLY.get("Take")).as("%s", TALLY).contains("allowed");
    assertThat(TALLY.get("Announce")).as("%s", TALLY).contains("allowed");
  }

  @Test
  void aTakeBackIsOneMoveOfTheSeatsOwnAndTheLedgerGoesBackToTheStateBefore() {
    // Find a Take in a seeded game, then ask every seat.
    FindTake found = FindTake.in(Khamul.rules());
    Ledger<KhamulState> ledger = found.after();
    int seat = found.seat();
    TakeBack answer = ledger.takeBack(seat, Reach.LAST);
    assertThat(answer).isInstanceOf(TakeBack.Allowed.class);
    TakeBack.Allowed allowed = (TakeBack.Allowed) answer;
    assertThat(allowed.actions()).isEqualTo(1);
    assertThat(allowed.keep()).isEqualTo(ledger.size() - 1);
    assertThat(allowed.state()).isEqualTo(found.before().state());
    assertThat(allowed.toString()).doesNotContain(allowed.state().toString());
    int other = (seat + 1) % ledger.state().seating().seats();
    assertThat(ledger.takeBack(other, Reach.BARRIER)).isEqualTo(new TakeBack.Refused(other, Barrier.OTHER_SEAT));
    assertThat(ledger.takeBack(seat, Reach.OFF)).isEqualTo(new TakeBack.Refused(seat, Barrier.OFF));

    Ledger<KhamulState> back = ledger.back(allowed);
    assertThat(back.state()).isEqualTo(found.before().state());
    assertThat(back.size()).isEqualTo(found.before().size());
    // The move before the Take was a draw's chance, a turn's end or another seat's: a barrier.
    assertThat(back.takeBack(seat, Reach.BARRIER).isAllowed()).isFalse();
  }

  /** The ledgers just before and after the first accepted Take of a seeded game. */
  private record FindTake(Ledger<KhamulState> before, Ledger<KhamulState> after, int seat) {
    static FindTake in(KhamulRules rules) {
      for (long seed = 1; seed < 200; seed++) {
        Ledger<KhamulState> ledger = Ledger.start(rules);
        java.util.SplittableRandom rng = new java.util.SplittableRandom(seed);
        for (int step = 0; step < 400 && !ledger.state().isOver(); step++) {
          Optional<Ledger<KhamulState>> next;
          KhamulState state = ledger.state();
          if (state.chanceDue().isPresent()) {
            next = ledger.play(kemkit.game.Chance.roll(state.chanceDue().get(), rng));
          } else {
            java.util.List<KhamulAction> legal = new java.util.ArrayList<>();
            for (int seat = 0; seat < state.seating().seats(); seat++) {
              legal.addAll(rules.legalActions(state, seat));
            }
            KhamulAction move = legal.get(rng.nextInt(legal.size()));
            if (move instanceof KhamulAction.Take take) {
              return new FindTake(ledger, ledger.play(take).orElseThrow(), take.seat());
            }
            next = ledger.play(move);
          }
          ledger = next.orElseThrow();
        }
      }
      throw new AssertionError("no Take in 200 seeded games");
    }
  }
}
