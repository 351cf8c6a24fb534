package kemkit.bots;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.seat.Seating;

/**
 * What a {@link FamilyBot} remembers of the events its seat saw, beyond what its view shows: the
 * cards that went face down onto the discard pile (K-12), who gestured since their last exchange,
 * the signs it guessed from other teams' right calls, and how long the table has been quiet. Every
 * fact here is public (K-25) or the seat's own.
 */
final class TableNotes {

  private final Seating seating;
  private final int team;
  /** One bit per {@link Card#index()}: bots ask this for every card at every decision. */
  private long discarded;
  private final String[] lastGesture;
  private final boolean[] gesturedSinceExchange;
  private final List<Optional<String>> guessedSigns;
  private Optional<String> burnedSign = Optional.empty();
  private int quiet;
  private int idleSweeps;

  TableNotes(Seating seating, int seat) {
    this.seating = seating;
    this.team = seating.teamOf(seat);
    this.lastGesture = new String[seating.seats()];
    this.gesturedSinceExchange = new boolean[seating.seats()];
    this.guessedSigns = new ArrayList<>();
    for (int other = 0; other < seating.teams(); other++) {
      guessedSigns.add(Optional.empty());
    }
  }

  /** Takes in one event of the seat's stream. */
  void observe(FamilyEvent event) {
    if (event instanceof FamilyEvent.Dealt) {
      discarded = 0;
      Arrays.fill(lastGesture, null);
      Arrays.fill(gesturedSinceExchange, false);
      quiet = 0;
      idleSweeps = 0;
    } else if (event instanceof FamilyEvent.TableLaid) {
      quiet = 0;
    } else if (event instanceof FamilyEvent.Exchanged exchanged) {
      gesturedSinceExchange[exchanged.seat()] = false;
      quiet = 0;
      idleSweeps = 0;
    } else if (event instanceof FamilyEvent.Swept swept) {
      idleSweeps++;
      if (swept.to() == SweepTo.DISCARD) {
        discard(swept.cards());
      }
    } else if (event instanceof FamilyEvent.TripleShown shown) {
      if (shown.rule() == DealtTriple.DISCARD_HAND) {
        discard(shown.cards());
      }
    } else if (event instanceof FamilyEvent.Recycled) {
      // The discard pile became the stock: those cards can come back to the table (K-13).
      discarded = 0;
    } else if (event instanceof FamilyEvent.Gestured gestured) {
      lastGesture[gestured.seat()] = gestured.word();
      gesturedSinceExchange[gestured.seat()] = true;
      quiet++;
    } else if (event instanceof FamilyEvent.SignSet set) {
      if (set.team() != team) {
        guessedSigns.set(set.team(), Optional.empty());
      }
      quiet++;
    } else if (event instanceof FamilyEvent.Denounced denounced) {
      if (denounced.right()) {
        guessedSigns.set(denounced.team(), Optional.empty());
      }
      quiet++;
    } else if (event instanceof FamilyEvent.Called called) {
      learnFrom(called);
    } else {
      quiet++;
    }
  }

  /**
   * A right call on a teammate was most likely answered to that teammate's sign: the gesture it
   * made last is the team's sign, until the team sets another (K-14).
   */
  private void learnFrom(FamilyEvent.Called called) {
    FamilyAction.Call call = called.call();
    if (!called.right() || !(call instanceof FamilyAction.KemsCall || call instanceof FamilyAction.DoubleKems)) {
      return;
    }
    int caller = call.seat();
    int callerTeam = seating.teamOf(caller);
    Optional<String> sign = Optional.empty();
    for (int member : seating.members(callerTeam)) {
      boolean named = call.target().isEmpty() || call.target().getAsInt() == member;
      if (member != caller && named && lastGesture[member] != null) {
        sign = Optional.of(lastGesture[member]);
      }
    }
    if (callerTeam == team) {
      // Everyone saw which gesture our call answered: that sign is burned.
      burnedSign = sign;
    } else {
      guessedSigns.set(callerTeam, sign);
    }
  }

  /** {@return whether {@code card} lies face down on the discard pile, as far as the seat saw} */
  boolean isDiscarded(Card card) {
    return (discarded & (1L << card.index())) != 0;
  }

  /** {@return the cards {@link #isDiscarded} names, one bit per {@link Card#index()}} */
  long discardedBits() {
    return discarded;
  }

  private void discard(Iterable<Card> cards) {
    for (Card card : cards) {
      discarded |= 1L << card.index();
    }
  }

  /** {@return whether {@code seat} made a gesture after its last exchange this round} */
  boolean gesturedSinceExchange(int seat) {
    return gesturedSinceExchange[seat];
  }

  /** {@return the sign that {@code otherTeam} answered its last right call to, if still in use} */
  Optional<String> guessedSign(int otherTeam) {
    return guessedSigns.get(otherTeam);
  }

  /** {@return our own sign, if a right call of ours showed it to everyone} */
  Optional<String> burnedSign() {
    return burnedSign;
  }

  /** {@return how many sweeps in a row this round went by without an exchange} */
  int idleSweeps() {
    return idleSweeps;
  }

  /** {@return how many events went by since the table last changed} */
  int quiet() {
    return quiet;
  }
}
