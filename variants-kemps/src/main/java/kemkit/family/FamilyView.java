package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;

/**
 * What one seat may see of a Kem's-family game (K-25), built only from what that seat may know:
 * everything public, its own hand, its team's sign, and the shows it made or saw. Two states that
 * the seat cannot tell apart give equal views (C-6).
 *
 * <p>Implements rules.md K-25.
 *
 * @param seat the seat whose view this is
 * @param round the round number (C-8)
 * @param dealer the dealer
 * @param phase where the round stands
 * @param awaitingChance whether the game waits for a deck order or a recycle (C-4)
 * @param hand the seat's own hand, slot by slot (K-3a)
 * @param handSizes every seat's card count
 * @param knownCards for every seat, the cards of its hand that everyone knows because they were
 *     taken from the table (K-9), slot order
 * @param table the table cards, slot by slot
 * @param tableOpen whether the table is open (K-8)
 * @param stockSize how many cards the stock holds
 * @param discardSize how many cards the discard pile holds
 * @param scores the game scores, by team
 * @param barred the seats barred from countering this round (K-18)
 * @param signsFound the teams whose sign was denounced and must be set again (K-15)
 * @param gestures every seat's latest gesture this round (K-14)
 * @param teamSign the seat's own team sign, if set (K-14)
 * @param teamsWithSign the teams that have a sign set (K-14: that much is public)
 * @param shownToMe the shows of this round that this seat saw, made to it or by it (K-18): both seats
 *     of a show know its cards
 * @param proposal the standing sweep proposal, if any (K-11)
 * @param sweepDebtor the seat that owes an exchange after refusing a sweep, if any (K-11)
 * @param owedShow the show owed after a wrong counter, if any (K-18)
 * @param winners the winning team once the game is over (K-24)
 */
public record FamilyView(
    int seat,
    int round,
    int dealer,
    Phase phase,
    boolean awaitingChance,
    ImmutableList<Card> hand,
    ImmutableList<Integer> handSizes,
    ImmutableList<ImmutableList<Card>> knownCards,
    ImmutableList<Card> table,
    boolean tableOpen,
    int stockSize,
    int discardSize,
    ImmutableList<Integer> scores,
    ImmutableSet<Integer> barred,
    ImmutableSet<Integer> signsFound,
    ImmutableList<Optional<String>> gestures,
    Optional<String> teamSign,
    ImmutableSet<Integer> teamsWithSign,
    ImmutableList<Shown> shownToMe,
    Optional<SweepProposal> proposal,
    OptionalInt sweepDebtor,
    Optional<OwedShow> owedShow,
    ImmutableSet<Integer> winners) {

  /** {@return whether the game has ended} */
  public boolean isOver() {
    return phase == Phase.OVER;
  }
}
