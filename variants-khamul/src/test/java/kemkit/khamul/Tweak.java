package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import kemkit.card.Card;
import kemkit.kit.state.Workspace;
import kemkit.pile.Pile;

/**
 * Edits a state's parts directly, for tests that need a position that a short script cannot reach
 * quickly (an empty stock, a game about to end). Cards moved by hand must keep C-7 true; each test
 * says which cards it moves.
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
    return with(work -> work.set(KhamulState.HANDS, seat, Hand.of(ImmutableList.copyOf(cards(cards)))));
  }

  Tweak stock(String cards) {
    return with(work -> work.set(KhamulState.STOCK, Pile.of(cards(cards))));
  }

  Tweak discard(String cards) {
    return with(work -> work.set(KhamulState.DISCARD, Pile.of(cards(cards))));
  }

  Tweak scores(Integer... scores) {
    return with(work -> work.set(KhamulState.SCORES, ImmutableList.copyOf(scores)));
  }

  Tweak marked(int seats) {
    return with(work -> work.set(KhamulState.MARKED, seats));
  }

  Tweak announcement(int seat, boolean isFalse) {
    return with(work -> work.set(KhamulState.ANNOUNCEMENT, Optional.of(new Announcement(seat, isFalse))));
  }

  Tweak markOnDraw(boolean mark) {
    return with(work -> work.set(KhamulState.MARK_ON_DRAW, mark));
  }

  /** Makes the state of the parts as {@code edit} leaves them, the others as they were. */
  private Tweak with(Consumer<Workspace<KhamulState>> edit) {
    try (Workspace<KhamulState> work = Workspace.begin(KhamulState.SCHEMA, s)) {
      edit.accept(work);
      s = work.state();
    }
    return this;
  }

  KhamulState state() {
    return s;
  }
}
