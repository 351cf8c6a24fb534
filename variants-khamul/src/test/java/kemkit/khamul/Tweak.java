package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
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
    List<Hand> hands = new ArrayList<>(s.hands());
    hands.set(seat, Hand.of(ImmutableList.copyOf(cards(cards))));
    s = new KhamulState(s.round(), s.phase(), ImmutableList.copyOf(hands), s.stock(), s.discard(), s.held(),
        s.power(), s.turn(), s.starter(), s.peeked(), s.announcement(), s.marked(), s.markOnDraw(),
        s.pendingDraw(), s.scores(), s.memory(), s.rules());
    return this;
  }

  Tweak stock(String cards) {
    s = new KhamulState(s.round(), s.phase(), s.hands(), Pile.of(cards(cards)), s.discard(), s.held(),
        s.power(), s.turn(), s.starter(), s.peeked(), s.announcement(), s.marked(), s.markOnDraw(),
        s.pendingDraw(), s.scores(), s.memory(), s.rules());
    return this;
  }

  Tweak discard(String cards) {
    s = new KhamulState(s.round(), s.phase(), s.hands(), s.stock(), Pile.of(cards(cards)), s.held(),
        s.power(), s.turn(), s.starter(), s.peeked(), s.announcement(), s.marked(), s.markOnDraw(),
        s.pendingDraw(), s.scores(), s.memory(), s.rules());
    return this;
  }

  Tweak scores(Integer... scores) {
    s = new KhamulState(s.round(), s.phase(), s.hands(), s.stock(), s.discard(), s.held(),
        s.power(), s.turn(), s.starter(), s.peeked(), s.announcement(), s.marked(), s.markOnDraw(),
        s.pendingDraw(), ImmutableList.copyOf(scores), s.memory(), s.rules());
    return this;
  }

  Tweak marked(int seats) {
    s = new KhamulState(s.round(), s.phase(), s.hands(), s.stock(), s.discard(), s.held(),
        s.power(), s.turn(), s.starter(), s.peeked(), s.announcement(), seats, s.markOnDraw(),
        s.pendingDraw(), s.scores(), s.memory(), s.rules());
    return this;
  }

  Tweak announcement(int seat, boolean isFalse) {
    s = new KhamulState(s.round(), s.phase(), s.hands(), s.stock(), s.discard(), s.held(),
        s.power(), s.turn(), s.starter(), s.peeked(), Optional.of(new Announcement(seat, isFalse)),
        s.marked(), s.markOnDraw(), s.pendingDraw(), s.scores(), s.memory(), s.rules());
    return this;
  }

  Tweak markOnDraw(boolean mark) {
    s = new KhamulState(s.round(), s.phase(), s.hands(), s.stock(), s.discard(), s.held(),
        s.power(), s.turn(), s.starter(), s.peeked(), s.announcement(), s.marked(), mark,
        s.pendingDraw(), s.scores(), s.memory(), s.rules());
    return this;
  }

  KhamulState state() {
    return s;
  }
}
