package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Narration.Sentence;

/**
 * What one seat of a Khamul game may do now, and why, told like the events of {@link
 * KhamulNarration}: in the second person, each sentence with the id of its rule ("your turn: draw
 * from the stock or take the top discard, or say khamul", H-7); and the legend of the game in use:
 * the card values, the announcement threshold, the penalties and what each power does ({@link
 * #legend()}).
 *
 * <p>Hints are built from the seat's {@link KhamulView} and the table's options alone, so they tell
 * nothing the seat may not know (H-15, C-6): two states the seat cannot tell apart give equal hints.
 * The total of the hand is the one the seat remembers: unknown slots are said to be unknown.
 *
 * <pre>{@code
 * KhamulHints hints = KhamulHints.of(rules, 1);
 * hints.legend().forEach(h -> System.out.println(h.text()));
 * hints.hints(rules.view(state, 1)).forEach(h -> System.out.println(h.text() + " (" + h.ruleId() + ")"));
 * }</pre>
 */
public final class KhamulHints {

  private final KhamulOptions options;
  private final int me;

  private KhamulHints(KhamulOptions options, int seat) {
    this.options = requireNonNull(options, "options");
    if (seat < 0 || seat >= options.players()) {
      throw new IllegalArgumentException("there is no seat " + seat + " (seats 0 to " + (options.players() - 1) + ")");
    }
    this.me = seat;
  }

  /**
   * {@return the hints for {@code seat} at a table of {@code rules}}
   *
   * @param rules the rules of the table
   * @param seat the seat told
   * @throws IllegalArgumentException if there is no such seat
   */
  public static KhamulHints of(KhamulRules rules, int seat) {
    return new KhamulHints(rules.options(), seat);
  }

  /** {@return the rules of this table in a few sentences: values, threshold, penalties, powers (H-2, H-8, H-12, H-13)} */
  public ImmutableList<Sentence> legend() {
    List<Sentence> out = new ArrayList<>();
    out.add(new Sentence("lowest total wins: the game ends after a round in which a total reaches "
        + options.target(), "H-14"));
    out.add(new Sentence("card values: A 1, 2 to 10 as marked, J 10, black Q 10, red Q 20, black K 10, red K 0",
        "H-2"));
    out.add(new Sentence("say khamul at the start of your turn when your hand is worth " + options.threshold()
        + " or less; the others play one more turn, then all cards are revealed", "H-12"));
    out.add(new Sentence("a round scores your hand's value, 0 for the lowest hand; +" + options.missedPenalty()
        + " if you could have said khamul (" + options.threshold() + " or less at the start of your turn) and drew"
        + " instead" + (options.falseAnnouncementPenalty() != 0 ? "; +" + options.falseAnnouncementPenalty()
            + " for a khamul above " + options.threshold() : "") + "; " + signed(options.emptyHandBonus())
        + " for an empty hand", "H-13"));
    for (Power power : Power.values()) {
      out.add(new Sentence(power.card() + " discarded gives a power: " + power.does(), "H-8"));
    }
    out.add(new Sentence("snap I any time in play: if your slot I matches the top discard ("
        + (options.snapMatch() == KhamulOptions.SnapMatch.RANK ? "same rank" : "same value")
        + ") it goes there, else you draw a penalty card", "H-9"));
    return ImmutableList.copyOf(out);
  }

  /**
   * {@return what this seat may do now and why, most pressing first; never empty}
   *
   * @param view this seat's view
   * @throws IllegalArgumentException if {@code view} is another seat's
   */
  public ImmutableList<Sentence> hints(KhamulView view) {
    if (view.seat() != me) {
      throw new IllegalArgumentException("the view of seat " + view.seat() + ", not " + me);
    }
    List<Sentence> out = new ArrayList<>();
    if (view.phase() == Phase.OVER) {
      int best = view.scores().stream().mapToInt(Integer::intValue).min().orElse(0);
      out.add(new Sentence("the game is over: the lowest total, " + best + ", wins"
          + (view.scores().get(me) == best ? ", and it is yours" : ""), "H-14"));
      return ImmutableList.copyOf(out);
    }
    if (view.awaitingChance()) {
      out.add(new Sentence("the cards are being shuffled: wait", "H-3"));
      return ImmutableList.copyOf(out);
    }
    boolean mine = view.turn() == me;
    switch (view.phase()) {
      case PEEKING -> out.add(view.peeked().contains(me)
          ? new Sentence("you have peeked: wait for the others to peek", "H-5")
          : new Sentence("look at two of your own slots before play (peek A B); remember them", "H-5"));
      case TURN_START -> {
        if (!mine) {
          out.add(new Sentence("seat " + view.turn() + "'s turn: wait, or snap a card that matches the top discard",
              "H-9"));
        } else {
          out.add(new Sentence("your turn: draw from the stock (draw) or take the top discard"
              + view.topDiscard().map(card -> " " + card).orElse("") + " (take)"
              + (view.announcer().isEmpty() ? ", or say khamul" : ""), "H-7"));
          out.add(total(view));
        }
      }
      case HOLDING_DRAWN -> out.add(mine
          ? new Sentence("you drew " + view.held().map(Card::toString).orElse("a card") + ": discard it, or swap it"
              + " into a slot (swap I; the card there is discarded)"
              + view.held().flatMap(Power::of).map(p -> "; discarded, it gives its power: " + p.does()).orElse(""),
              "H-7")
          : new Sentence("seat " + view.turn() + " drew a card: wait", "H-7"));
      case HOLDING_TAKEN -> out.add(mine
          ? new Sentence("you took " + view.held().map(Card::toString).orElse("a card") + ": swap it into a slot"
              + " (swap I)", "H-7")
          : new Sentence("seat " + view.turn() + " took a card: wait", "H-7"));
      case POWER -> {
        Power power = view.power().orElseThrow();
        out.add(mine
            ? new Sentence("you discarded " + power.card() + ": " + power.does() + "; or skip", "H-8")
            : new Sentence("seat " + view.turn() + " may use " + power.card() + "'s power: " + power.verb(), "H-8"));
      }
      default -> { }
    }
    view.announcer().ifPresent(seat -> out.add(new Sentence((seat == me ? "you" : "seat " + seat)
        + " said khamul: every other seat plays one more turn, then all cards are revealed", "H-12")));
    return ImmutableList.copyOf(out);
  }

  /** The hand as this seat remembers it, against the threshold (H-12). */
  private Sentence total(KhamulView view) {
    int known = 0;
    int unknown = 0;
    for (Optional<Card> slot : view.ownHand()) {
      if (slot.isPresent()) {
        known += CardValues.of(slot.get());
      } else {
        unknown++;
      }
    }
    String what = unknown == 0 ? "your hand is worth " + known
        : "the cards you remember are worth " + known + ", and " + unknown + " slot" + (unknown == 1 ? " is" : "s are")
            + " unknown";
    String advice = unknown == 0 && known <= options.threshold() && view.announcer().isEmpty()
        ? ": at " + options.threshold() + " or less, say khamul now, or drawing costs " + options.missedPenalty()
        : "; khamul pays at " + options.threshold() + " or less";
    return new Sentence(what + advice, "H-12");
  }

  private static String signed(int points) {
    return points >= 0 ? "+" + points : Integer.toString(points);
  }
}
