package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;

/**
 * What the seats said and owe this round, apart from the cards, the signs and the gestures' codes:
 * the standing sweep proposal (K-11), the show a wrong counter's target owes and the seats barred
 * from countering (K-18), the cards shown so far, and the gestures that are no signal words, by
 * seat (K-14). An immutable value, begun afresh each round ({@link #NONE}), seldom changed: a
 * gesture of a signal word is its code in the state's words ({@link FamilyState#GESTURES}).
 */
final class Talk {

  /** Nothing said yet: a new round's. */
  static final Talk NONE = new Talk(ImmutableMap.of(), ImmutableSet.of(), Optional.empty(), Optional.empty(),
      ImmutableList.of());

  private final ImmutableMap<Integer, String> spelled;
  private final ImmutableSet<Integer> barred;
  /** The same seats, a bit each: what a count of calls reads. */
  private final int barredBits;
  private final Optional<SweepProposal> proposal;
  private final Optional<OwedShow> owedShow;
  private final ImmutableList<Shown> shows;

  private Talk(ImmutableMap<Integer, String> spelled, ImmutableSet<Integer> barred,
      Optional<SweepProposal> proposal, Optional<OwedShow> owedShow, ImmutableList<Shown> shows) {
    this.spelled = spelled;
    this.barred = barred;
    int bits = 0;
    for (int seat : barred) {
      bits |= 1 << seat;
    }
    this.barredBits = bits;
    this.proposal = proposal;
    this.owedShow = owedShow;
    this.shows = shows;
  }

  /** {@return the gestures that are no signal words, by seat} */
  ImmutableMap<Integer, String> spelled() {
    return spelled;
  }

  /** {@return whether {@code seat} may not counter again this round (K-18)} */
  boolean barred(int seat) {
    return (barredBits & 1 << seat) != 0;
  }

  /** {@return the seats that may not counter again this round (K-18), in the order they were barred} */
  ImmutableSet<Integer> barred() {
    return barred;
  }

  /** {@return the standing consensus sweep proposal, if any (K-11)} */
  Optional<SweepProposal> proposal() {
    return proposal;
  }

  /** {@return the show a wrong counter's target owes, if any (K-18)} */
  Optional<OwedShow> owedShow() {
    return owedShow;
  }

  /** {@return the cards shown by {@code show} this round (K-18)} */
  ImmutableList<Shown> shows() {
    return shows;
  }

  /** {@return this talk once {@code seat} made a gesture {@code word} of code {@code code} (K-14): itself for most} */
  @SuppressWarnings("ReferenceEquality") // the same map when no spelled word came or went
  Talk gestured(int seat, int code, String word) {
    ImmutableMap<Integer, String> words = SignalWords.spelled(spelled, seat, code, Optional.of(word));
    return words == spelled ? this : new Talk(words, barred, proposal, owedShow, shows);
  }

  /** {@return this talk with {@code seat} barred from countering (K-18)} */
  Talk withBarred(int seat) {
    return new Talk(spelled, Sets.with(barred, seat), proposal, owedShow, shows);
  }

  /** {@return this talk with {@code proposal} standing, or none (K-11)} */
  Talk withProposal(Optional<SweepProposal> proposal) {
    return new Talk(spelled, barred, proposal, owedShow, shows);
  }

  /** {@return this talk with {@code owed} owed, or none (K-18)} */
  Talk withOwedShow(Optional<OwedShow> owed) {
    return new Talk(spelled, barred, proposal, owed, shows);
  }

  /** {@return this talk with nothing owed: no proposal standing, no show owed (K-24: the game is over)} */
  Talk settled() {
    return proposal.isEmpty() && owedShow.isEmpty() ? this
        : new Talk(spelled, barred, Optional.empty(), Optional.empty(), shows);
  }

  /** {@return this talk with the shows {@code shows} (determinize's guesses)} */
  Talk withShows(ImmutableList<Shown> shows) {
    return new Talk(spelled, barred, proposal, owedShow, shows);
  }

  /** {@return this talk with {@code shown} made and nothing owed any more (K-18)} */
  Talk withShown(Shown shown) {
    ImmutableList<Shown> more = ImmutableList.<Shown>builderWithExpectedSize(shows.size() + 1).addAll(shows)
        .add(shown).build();
    return new Talk(spelled, barred, proposal, Optional.empty(), more);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Talk that && spelled.equals(that.spelled)
        && barred.equals(that.barred) && proposal.equals(that.proposal) && owedShow.equals(that.owedShow)
        && shows.equals(that.shows);
  }

  @Override
  public int hashCode() {
    int hash = spelled.hashCode();
    hash = 31 * hash + barred.hashCode();
    hash = 31 * hash + proposal.hashCode();
    hash = 31 * hash + owedShow.hashCode();
    return 31 * hash + shows.hashCode();
  }

  /** {@return every part: the shows' cards included, so never log it or send it to a seat} */
  @Override
  public String toString() {
    return "Talk[spelled=" + spelled + ", barred=" + barred + ", proposal=" + proposal
        + ", owedShow=" + owedShow + ", shows=" + shows + "]";
  }
}
