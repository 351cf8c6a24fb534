package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.pile.Pile;

/**
 * Edits a state's components directly, for tests that need a position that a short script cannot
 * reach quickly (an empty stock, a game about to end). Cards moved by hand must keep C-7 true;
 * each test says which cards it moves.
 */
final class Tweak {

  private KhamulState s;

  private Tweak(KhamulState state) {
    this.s = state;
  }

  static Tweak of(KhamulState state) {
    return new Tweak(state);
  }

  static List<Card> cards(String text) {
    return text.isBlank() ? List.of() : Arrays.stream(text.trim().split("\\s+")).map(Card::of).toList();
  }

  Tweak hand(int seat, String cards) {
    Hand[] hands = s.handsArray().clone();
    hands[seat] = Hand.of(ImmutableList.copyOf(cards(cards)));
    return with(s.facts(), hands, s.stock(), s.discard(), s.scores());
  }

  Tweak stock(String cards) {
    return with(s.facts(), s.handsArray(), Pile.of(cards(cards)), s.discard(), s.scores());
  }

  Tweak discard(String cards) {
    return with(s.facts(), s.handsArray(), s.stock(), Pile.of(cards(cards)), s.scores());
  }

  Tweak scores(Integer... scores) {
    return with(s.facts(), s.handsArray(), s.stock(), s.discard(), ImmutableList.copyOf(scores));
  }

  Tweak marked(int seats) {
    return facts(Facts.MARKED.with(s.facts(), seats));
  }

  Tweak announcement(int seat, boolean isFalse) {
    return facts(Facts.withAnnouncement(s.facts(), Optional.of(new Announcement(seat, isFalse))));
  }

  Tweak markOnDraw(boolean mark) {
    return facts(Facts.MARK_ON_DRAW.with(s.facts(), mark ? 1 : 0));
  }

  private Tweak facts(long facts) {
    return with(facts, s.handsArray(), s.stock(), s.discard(), s.scores());
  }

  /** Makes the state of these parts: the stock as a new pile, nothing drawn from it. */
  private Tweak with(long facts, Hand[] hands, Pile stock, Pile discard, ImmutableList<Integer> scores) {
    s = new KhamulState(Facts.STOCK_DRAWN.with(facts, 0), hands, stock, discard, scores, s.memory(), s.rules());
    return this;
  }

  KhamulState state() {
    return s;
  }
}
