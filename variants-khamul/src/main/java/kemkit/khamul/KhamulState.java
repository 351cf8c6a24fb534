package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Arrays;
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
 * included: an immutable value (equal states compare equal). Never show it to a player: a seat
 * sees {@link KhamulRules#view}.
 *
 * <p>What is API: what a UI, a bot or another engine needs, through the documented accessors below
 * (round, phase, each hand, the piles, the held card, the power, whose turn, who peeked, the
 * announcement, scores). How the rules keep their books (bit sets of seats, the pending mark and
 * draw, the memory of H-15 as stored) is package-private and may change in any release; ask
 * {@link #hasPeeked(int)} and {@link #isMarked(int)} instead.
 *
 * <p>Its {@link #toString()} is complete: every hand, the stock's order, every memory. Never log
 * it or send it to a seat.
 */
public final class KhamulState implements GameState {

  private final int round;
  private final Phase phase;
  // Never written after construction and never handed out: a transition gives its own array.
  private final Hand[] hands;
  private final Pile stock;
  private final Pile discard;
  private final Optional<Card> held;
  private final Optional<Power> power;
  private final int turn;
  private final int starter;
  private final int peeked;
  private final Optional<Announcement> announcement;
  private final int marked;
  private final boolean markOnDraw;
  private final Optional<PendingDraw> pendingDraw;
  private final ImmutableList<Integer> scores;
  private final Memory memory;
  private final KhamulRules rules;

  KhamulState(
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
      KhamulRules rules) {
    this(round, phase, hands.toArray(new Hand[0]), stock, discard, held, power, turn, starter, peeked,
        announcement, marked, markOnDraw, pendingDraw, scores, memory, rules);
  }

  /** As above, taking {@code hands} as its own: the caller never writes to the array again. */
  KhamulState(
      int round,
      Phase phase,
      Hand[] hands,
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
      KhamulRules rules) {
    this.round = round;
    this.phase = requireNonNull(phase, "phase");
    this.hands = requireNonNull(hands, "hands");
    this.stock = requireNonNull(stock, "stock");
    this.discard = requireNonNull(discard, "discard");
    this.held = requireNonNull(held, "held");
    this.power = requireNonNull(power, "power");
    this.turn = turn;
    this.starter = starter;
    this.peeked = peeked;
    this.announcement = requireNonNull(announcement, "announcement");
    this.marked = marked;
    this.markOnDraw = markOnDraw;
    this.pendingDraw = requireNonNull(pendingDraw, "pendingDraw");
    this.scores = requireNonNull(scores, "scores");
    this.memory = requireNonNull(memory, "memory");
    this.rules = requireNonNull(rules, "rules");
  }

  /** {@return the round being played or waiting to be dealt, 1 for the first (C-8)} */
  @Override
  public int round() {
    return round;
  }

  /** {@return where the round stands} */
  public Phase phase() {
    return phase;
  }

  /**
   * {@return each seat's hand, a row of face-down slots (H-4); empty while the deck is gathered}
   */
  ImmutableList<Hand> hands() {
    return ImmutableList.copyOf(hands);
  }

  /** {@return the hands' own array, for transitions that share it: never write to it} */
  Hand[] handsArray() {
    return hands;
  }

  /** {@return the face-down stock, top first (H-7)} */
  public Pile stock() {
    return stock;
  }

  /** {@return the face-up discard pile, top first (H-7)} */
  public Pile discard() {
    return discard;
  }

  /** {@return the card the turn's player drew or took and has not placed yet (H-7)} */
  public Optional<Card> held() {
    return held;
  }

  /** {@return the power the turn's player may use now, in phase {@link Phase#POWER} (H-8)} */
  public Optional<Power> power() {
    return power;
  }

  /** {@return the turn's player, in play (H-7)} */
  public int turn() {
    return turn;
  }

  /**
   * {@return the seat that starts this round (H-6); while round 1 waits for its starter chance, 0}
   */
  public int starter() {
    return starter;
  }

  /** {@return the seats that have peeked this round (H-5), bit {@code s} for seat {@code s}} */
  int peeked() {
    return peeked;
  }

  /** {@return this round's {@code khamul}, if said (H-12)} */
  public Optional<Announcement> announcement() {
    return announcement;
  }

  /** {@return the seats marked for the missed-announcement penalty this round (H-12), a bit set} */
  int marked() {
    return marked;
  }

  /**
   * {@return whether the turn's player could announce with a hand worth at most the threshold when
   * its turn began, so that drawing or taking marks it (H-12)}
   */
  boolean markOnDraw() {
    return markOnDraw;
  }

  /** {@return a draw waiting for the discard pile to be recycled (H-11)} */
  Optional<PendingDraw> pendingDraw() {
    return pendingDraw;
  }

  /** {@return each seat's game total (H-13)} */
  @Override
  public ImmutableList<Integer> scores() {
    return scores;
  }

  /** {@return which seats know where each card in a hand lies (H-15)} */
  Memory memory() {
    return memory;
  }

  /** {@return the rule set that made this state; every other rule set refuses it (RuleSet)} */
  public KhamulRules rules() {
    return rules;
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
    return hands.length;
  }

  /**
   * {@return {@code seat}'s hand}
   *
   * @param seat a seat of the table
   */
  Hand handOf(int seat) {
    return hands[seat];
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
    return Seating.individual(hands.length);
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
    return hands[seat].cards();
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
    for (int seat = 0; seat < hands.length; seat++) {
      out.putAll("hand " + seat, hands[seat].cards());
    }
    held.ifPresent(card -> out.put("drawn " + turn, card));
    out.putAll("stock", stock.cards());
    out.putAll("discard", discard.cards());
    return out.build();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof KhamulState that
        && round == that.round
        && turn == that.turn
        && starter == that.starter
        && peeked == that.peeked
        && marked == that.marked
        && markOnDraw == that.markOnDraw
        && phase == that.phase
        && Arrays.equals(hands, that.hands)
        && stock.equals(that.stock)
        && discard.equals(that.discard)
        && held.equals(that.held)
        && power.equals(that.power)
        && announcement.equals(that.announcement)
        && pendingDraw.equals(that.pendingDraw)
        && scores.equals(that.scores)
        && memory.equals(that.memory)
        && rules.equals(that.rules);
  }

  @Override
  public int hashCode() {
    int hash = Integer.hashCode(round);
    hash = 31 * hash + phase.hashCode();
    hash = 31 * hash + Arrays.hashCode(hands); // as the list's hash
    hash = 31 * hash + stock.hashCode();
    hash = 31 * hash + discard.hashCode();
    hash = 31 * hash + held.hashCode();
    hash = 31 * hash + power.hashCode();
    hash = 31 * hash + Integer.hashCode(turn);
    hash = 31 * hash + Integer.hashCode(starter);
    hash = 31 * hash + Integer.hashCode(peeked);
    hash = 31 * hash + announcement.hashCode();
    hash = 31 * hash + Integer.hashCode(marked);
    hash = 31 * hash + Boolean.hashCode(markOnDraw);
    hash = 31 * hash + pendingDraw.hashCode();
    hash = 31 * hash + scores.hashCode();
    hash = 31 * hash + memory.hashCode();
    hash = 31 * hash + rules.hashCode();
    return hash;
  }

  /** {@return every component, hidden cards and memories included: never log it, never send it} */
  @Override
  public String toString() {
    return "KhamulState[round=" + round
        + ", phase=" + phase
        + ", hands=" + Arrays.toString(hands)
        + ", stock=" + stock
        + ", discard=" + discard
        + ", held=" + held
        + ", power=" + power
        + ", turn=" + turn
        + ", starter=" + starter
        + ", peeked=" + peeked
        + ", announcement=" + announcement
        + ", marked=" + marked
        + ", markOnDraw=" + markOnDraw
        + ", pendingDraw=" + pendingDraw
        + ", scores=" + scores
        + ", memory=" + memory
        + ", rules=" + rules + "]";
  }
}
