package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.kit.state.Workspace;
import kemkit.pile.FisherYates;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * Who sees what (K-25, C-6): a seat's view, its event stream, and the states it cannot tell apart.
 * Each is built from what the seat may know, never by blanking out a full copy.
 */
final class Visibility {

  /** How many times determinize redraws hidden cards to keep an owed show possible. */
  private static final int SHOW_TRIES = 100;

  private Visibility() {}

  /** {@return what {@code seat} may see of {@code state}} */
  static FamilyView view(FamilyState state, int seat) {
    Seating seating = state.seating();
    int team = seating.teamOf(seat);
    ImmutableList.Builder<Integer> sizes = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<Card>> known = ImmutableList.builder();
    for (int other = 0; other < seating.seats(); other++) {
      sizes.add(state.cards().size(other));
      known.add(exposedIn(state, other));
    }
    ImmutableSet.Builder<Integer> withSign = ImmutableSet.builder();
    for (int other = 0; other < seating.teams(); other++) {
      if (state.signs().get(other).isPresent()) {
        withSign.add(other);
      }
    }
    ImmutableList.Builder<Shown> shownToMe = ImmutableList.builder();
    for (Shown shown : state.shows()) {
      // Both seats of a show know its cards, the one that showed them too (K-18).
      if (shown.to() == seat || shown.seat() == seat) {
        shownToMe.add(shown);
      }
    }
    return new FamilyView(seat, state.round(), state.dealer(), state.phase(), state.awaitingChance(),
        state.cards().hand(seat), sizes.build(), known.build(), state.tableCards(), state.tableOpen(),
        state.stock().size(), state.discard().size(), state.scores(), state.barred(), state.signsFound(),
        state.gestures(), state.signs().get(team), withSign.build(), shownToMe.build(), state.proposal(),
        state.sweepDebtor(), state.owedShow(), state.winners());
  }

  /**
   * {@return what no seat hides (the public view, seat -1, K-25)}: no hand, no sign word, no show;
   * the known cards, the table, the counts, the gestures, the calls' state and the scores. The hands
   * a call showed are in its resolution event, which every seat hears.
   */
  static FamilyView publicView(FamilyState state) {
    Seating seating = state.seating();
    ImmutableList.Builder<Integer> sizes = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<Card>> known = ImmutableList.builder();
    for (int other = 0; other < seating.seats(); other++) {
      sizes.add(state.cards().size(other));
      known.add(exposedIn(state, other));
    }
    ImmutableSet.Builder<Integer> withSign = ImmutableSet.builder();
    for (int other = 0; other < seating.teams(); other++) {
      if (state.signs().get(other).isPresent()) {
        withSign.add(other);
      }
    }
    return new FamilyView(-1, state.round(), state.dealer(), state.phase(), state.awaitingChance(),
        ImmutableList.of(), sizes.build(), known.build(), state.tableCards(), state.tableOpen(),
        state.stock().size(), state.discard().size(), state.scores(), state.barred(), state.signsFound(),
        state.gestures(), Optional.empty(), withSign.build(), ImmutableList.of(), state.proposal(),
        state.sweepDebtor(), state.owedShow(), state.winners());
  }

  /**
   * {@return the exposed cards of {@code seat}'s hand, in card order} Never in slot order: how a
   * hand's slots are ordered is the holder's secret (the dealt order, where a taken card went), so
   * the order of the known cards must not depend on it.
   */
  private static ImmutableList<Card> exposedIn(FamilyState state, int seat) {
    ImmutableList.Builder<Card> out = ImmutableList.builder();
    for (Card card : state.exposed().cards()) {
      if (state.cards().holds(seat, card)) {
        out.add(card);
      }
    }
    return out.build();
  }

  /**
   * {@return {@code state} with everything hidden from {@code seat} drawn again at random} Hidden
   * from a seat: the other hands' cards that nobody saw taken from the table and that were not
   * shown to it, the stock order, the discard pile's contents, the other teams' sign words and the
   * cards shown to other seats. Fixed: its own hand, the table, the known cards, every count and
   * everything public, so that its view and legal actions stay the same (C-6). The other hands'
   * slot order is not kept: it is their holders' secret (see {@link #redeal}).
   */
  static FamilyState determinize(FamilyState state, int seat, List<String> words, RandomGenerator rng) {
    // No shortcut between rounds or after the game: signs carry over rounds (K-14), so every phase
    // replaces every secret.
    CardSet fixed = fixedFor(state, seat);
    List<Card> hidden = new ArrayList<>();
    Cards hands = state.cards();
    int seats = state.seating().seats();
    for (int other = 0; other < seats; other++) {
      for (int slot = 0; other != seat && slot < hands.size(other); slot++) {
        Card card = hands.get(other, slot);
        if (!fixed.contains(card)) {
          hidden.add(card);
        }
      }
    }
    hidden.addAll(state.stock().cards());
    hidden.addAll(state.discard().cards());
    // Where the hidden cards lay must leave no trace: they are shuffled from a canonical order.
    Collections.sort(hidden);
    List<Card> order = shuffled(hidden, rng);
    Cards dealt = redeal(state, seat, fixed, order);
    int shower = state.owedShow().map(OwedShow::seat).orElse(seat);
    // A wrong counter's target must be able to show two ranks; draw again if chance broke that.
    for (int tries = 0; shower != seat && !dealt.hasTwoRanks(shower) && tries < SHOW_TRIES; tries++) {
      order = shuffled(hidden, rng);
      dealt = redeal(state, seat, fixed, order);
    }
    int inHands = hidden.size() - state.stock().size() - state.discard().size();
    Pile stock = Pile.of(order.subList(inHands, inHands + state.stock().size()));
    Pile discard = Pile.of(order.subList(inHands + state.stock().size(), order.size()));
    // Made as every state is, by the workspace: the same state but for what the seat cannot know.
    // The sample must write every secret part of the schema, or the workspace refuses it.
    try (Workspace<FamilyState> work = Workspace.beginSample(FamilyState.SCHEMA, state)) {
      work.set(FamilyState.STOCK, stock);
      work.set(FamilyState.DISCARD, discard);
      work.set(FamilyState.CARDS, dealt);
      // Every team's sign is written, its own and those without one too: a secret part is drawn again.
      ImmutableList<Optional<String>> signs = guessedSigns(state, seat, words, rng);
      ImmutableMap<Integer, String> spelled = ImmutableMap.of();
      for (int team = 0; team < FamilyState.SIGN_WORDS.length; team++) {
        Optional<String> sign = team < signs.size() ? signs.get(team) : Optional.empty();
        int code = sign.map(SignalWords::codeOf).orElse(0);
        work.set(FamilyState.SIGN_WORDS[team], code);
        spelled = SignalWords.spelled(spelled, team, code, sign);
      }
      work.set(FamilyState.SIGNS, state.signBook().withSpelled(spelled));
      work.set(FamilyState.TALK, state.talk().withShows(guessedShows(state, seat, dealt)));
      return work.state();
    }
  }

  private static CardSet fixedFor(FamilyState state, int seat) {
    CardSet fixed = state.exposed();
    for (Shown shown : state.shows()) {
      if (shown.to() == seat) {
        for (Card card : shown.cards()) {
          if (state.cards().holds(shown.seat(), card)) {
            fixed = fixed.with(card);
          }
        }
      }
    }
    return fixed;
  }

  private static List<Card> shuffled(List<Card> cards, RandomGenerator rng) {
    return FisherYates.shuffled(cards, rng);
  }

  /**
   * Deals every other hand again in a canonical slot order: the cards the seat knows to be there
   * first, in card order, then the next cards of {@code order}. The slot order of another hand is
   * that seat's secret (who dealt what where, which slot a taken card went to), so the sample keeps
   * none of it; the seat's own hand keeps its order, which it sees.
   */
  private static Cards redeal(FamilyState state, int seat, CardSet fixed, List<Card> order) {
    Cards hands = state.cards();
    int next = 0;
    for (int other = 0; other < state.seating().seats(); other++) {
      if (other == seat) {
        continue;
      }
      int slot = 0;
      for (Card card : fixed.cards()) {
        if (state.cards().holds(other, card)) {
          hands = hands.withSlot(other, slot++, card);
        }
      }
      while (slot < state.cards().size(other)) {
        hands = hands.withSlot(other, slot++, order.get(next++));
      }
    }
    return hands;
  }

  /**
   * Another team's sign word is secret: only whether it has one is kept, the word drawn from
   * {@code words} (never empty).
   */
  private static ImmutableList<Optional<String>> guessedSigns(FamilyState state, int seat, List<String> words,
      RandomGenerator rng) {
    int team = state.seating().teamOf(seat);
    ImmutableList.Builder<Optional<String>> out = ImmutableList.builder();
    for (int other = 0; other < state.signs().size(); other++) {
      Optional<String> sign = state.signs().get(other);
      out.add(other == team || sign.isEmpty() ? sign : Optional.of(words.get(rng.nextInt(words.size()))));
    }
    return out.build();
  }

  /**
   * Shows between two other seats keep their seats; their cards are taken from the new hands (two
   * ranks where the hand has them), never from the real show. A show whose seat now holds fewer than
   * two cards is dropped: nothing the seat sees depends on it.
   */
  private static ImmutableList<Shown> guessedShows(FamilyState state, int seat, Cards dealt) {
    ImmutableList.Builder<Shown> out = ImmutableList.builder();
    for (Shown shown : state.shows()) {
      if (shown.seat() == seat || shown.to() == seat) {
        out.add(shown);
        continue;
      }
      ImmutableList<Card> hand = dealt.hand(shown.seat());
      if (hand.size() < 2) {
        continue;
      }
      Card first = hand.get(0);
      Card second = hand.get(1);
      for (Card card : hand) {
        if (card.rank() != first.rank()) {
          second = card;
          break;
        }
      }
      out.add(new Shown(shown.seat(), shown.to(), ImmutableList.of(first, second)));
    }
    return out.build();
  }
}
