package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Collections;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.GameState;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * The whole truth of a game of Khamul at one moment, hidden cards and every seat's memory
 * included. An immutable value: equal states are equal records. Never show it to a player: a seat
 * sees {@link KhamulRules#view}.
 *
 * @param round the round being played or waiting to be dealt, 1 for the first (C-8)
 * @param phase where the round stands
 * @param hands each seat's hand, a row of face-down slots (H-4); empty while the deck is gathered
 * @param stock the face-down stock, top first
 * @param discard the face-up discard pile, top first
 * @param held the card the turn's player drew or took and has not placed yet (H-7)
 * @param power the power the turn's player may use now, in phase {@link Phase#POWER} (H-8)
 * @param turn the turn's player, in play
 * @param starter the seat that starts this round (H-6); while round 1 waits for its starter chance,
 *     0
 * @param peeked the seats that have peeked this round (H-5), bit {@code s} for seat {@code s}
 * @param announcement this round's {@code khamul}, if said (H-12)
 * @param marked the seats marked for the missed-announcement penalty this round (H-12), a bit set;
 *     hidden from every seat until the reveal
 * @param markOnDraw whether the turn's player could announce with a hand worth at most the
 *     threshold when its turn began, so that drawing or taking marks it (H-12); hidden
 * @param pendingDraw a draw waiting for the discard pile to be recycled (H-11)
 * @param scores each seat's game total (H-13)
 * @param memory which seats know where each card in a hand lies (H-15)
 * @param rules the rule set that made this state; every other rule set refuses it (RuleSet)
 */
public record KhamulState(
    int round,
    Phase phase,
    ImmutableList<Hand> hands,
    Pile stock,
    Pile discard,
    Optional<Card> held,
    Optional<Power> power,
    int turn,
    int starter,
    int peeked,
    Optional<Announcement> announcement,
    int marked,
    boolean markOnDraw,
    Optional<PendingDraw> pendingDraw,
    ImmutableList<Integer> scores,
    Memory memory,
    KhamulRules rules)
    implements GameState {

  /**
   * Checks the components.
   *
   * @param round the round being played or waiting to be dealt, 1 for the first (C-8)
   * @param phase where the round stands
   * @param hands each seat's hand, a row of face-down slots (H-4); empty while the deck is gathered
   * @param stock the face-down stock, top first
   * @param discard the face-up discard pile, top first
   * @param held the card the turn's player drew or took and has not placed yet (H-7)
   * @param power the power the turn's player may use now, in phase {@link Phase#POWER} (H-8)
   * @param turn the turn's player, in play
   * @param starter the seat that starts this round (H-6); while round 1 waits for its starter
   *     chance, 0
   * @param peeked the seats that have peeked this round (H-5), bit {@code s} for seat {@code s}
   * @param announcement this round's {@code khamul}, if said (H-12)
   * @param marked the seats marked for the missed-announcement penalty this round (H-12), a bit
   *     set; hidden from every seat until the reveal
   * @param markOnDraw whether the turn's player could announce with a hand worth at most the
   *     threshold when its turn began, so that drawing or taking marks it (H-12); hidden
   * @param pendingDraw a draw waiting for the discard pile to be recycled (H-11)
   * @param scores each seat's game total (H-13)
   * @param memory which seats know where each card in a hand lies (H-15)
   */
  public KhamulState {
    requireNonNull(phase, "phase");
    requireNonNull(hands, "hands");
    requireNonNull(stock, "stock");
    requireNonNull(discard, "discard");
    requireNonNull(held, "held");
    requireNonNull(power, "power");
    requireNonNull(announcement, "announcement");
    requireNonNull(pendingDraw, "pendingDraw");
    requireNonNull(scores, "scores");
    requireNonNull(memory, "memory");
    requireNonNull(rules, "rules");
  }

  /** {@return the state before the first round: every card gathered, waiting for the deck order} */
  static KhamulState start(KhamulRules rules) {
    int players = rules.options().players();
    return new KhamulState(1, Phase.AWAITING_DEAL,
        ImmutableList.copyOf(Collections.nCopies(players, Hand.empty())), Pile.empty(), Pile.empty(),
        Optional.empty(), Optional.empty(), 0, 0, 0, Optional.empty(), 0, false, Optional.empty(),
        ImmutableList.copyOf(Collections.nCopies(players, 0)), Memory.none(), rules);
  }

  /** {@return how many seats play} */
  public int players() {
    return hands.size();
  }

  /**
   * {@return {@code seat}'s hand}
   *
   * @param seat a seat of the table
   */
  public Hand handOf(int seat) {
    return hands.get(seat);
  }

  /**
   * {@return whether {@code seat} has peeked this round (H-5)}
   *
   * @param seat a seat of the table
   */
  public boolean hasPeeked(int seat) {
    return (peeked & (1 << seat)) != 0;
  }

  /**
   * {@return whether {@code seat} is marked for the missed-announcement penalty (H-12)}
   *
   * @param seat a seat of the table
   */
  public boolean isMarked(int seat) {
    return (marked & (1 << seat)) != 0;
  }

  /** {@return whether the round is in play: after the peeks, before the reveal (H-9)} */
  public boolean inPlay() {
    return phase.isPlay();
  }

  @Override
  public Seating seating() {
    return Seating.individual(hands.size());
  }

  @Override
  public Deck deck() {
    return Deck.standard52();
  }

  @Override
  public boolean isOver() {
    return phase == Phase.OVER;
  }

  /** {@return the seats with the lowest total once the game is over (H-14), else empty} */
  @Override
  public ImmutableSet<Integer> winners() {
    if (!isOver()) {
      return ImmutableSet.of();
    }
    int lowest = Integer.MAX_VALUE;
    for (int score : scores) {
      lowest = Math.min(lowest, score);
    }
    ImmutableSet.Builder<Integer> out = ImmutableSet.builder();
    for (int seat = 0; seat < scores.size(); seat++) {
      if (scores.get(seat) == lowest) {
        out.add(seat);
      }
    }
    return out.build();
  }

  @Override
  public Optional<ChanceDue> chanceDue() {
    if (phase == Phase.AWAITING_DEAL) {
      return Optional.of(new ChanceDue.ShuffleDue(Deck.standard52().cards()));
    }
    if (phase == Phase.AWAITING_STARTER) {
      return Optional.of(new ChanceDue.StarterDue(players()));
    }
    if (pendingDraw.isPresent()) {
      return Optional.of(new ChanceDue.ShuffleDue(Recycling.cardsToRecycle(discard, pendingDraw.get().recycle())));
    }
    return Optional.empty();
  }

  /** {@return {@code seat}'s slots, slot 0 first; not a held card (record-format.md expect hand)} */
  @Override
  public ImmutableList<Card> hand(int seat) {
    return hands.get(seat).cards();
  }

  /** {@return empty: Khamul has no table} */
  @Override
  public Optional<ImmutableList<Card>> table() {
    return Optional.empty();
  }

  /**
   * {@return every card keyed by its place: {@code "hand S"} slot by slot, {@code "drawn S"} for a
   * held card, {@code "stock"} and {@code "discard"} top first, {@code "deck"} while gathered}
   */
  @Override
  public ImmutableListMultimap<String, Card> placements() {
    ImmutableListMultimap.Builder<String, Card> out = ImmutableListMultimap.builder();
    if (phase == Phase.AWAITING_DEAL) {
      return out.putAll("deck", Deck.standard52().cards()).build();
    }
    for (int seat = 0; seat < hands.size(); seat++) {
      out.putAll("hand " + seat, hands.get(seat).cards());
    }
    held.ifPresent(card -> out.put("drawn " + turn, card));
    out.putAll("stock", stock.cards());
    out.putAll("discard", discard.cards());
    return out.build();
  }
}
