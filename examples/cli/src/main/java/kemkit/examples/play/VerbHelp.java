package kemkit.examples.play;

import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import java.util.Set;

/**
 * {@code help VERB} in {@code kemkit play}: what each record verb does, in one sentence, with the id
 * of the rule in rules.md that defines it. The Kem's family and Khamul share no verb, so one table
 * serves both; a verb of another game is simply not offered by that game's notation.
 */
final class VerbHelp {

  private static final ImmutableMap<String, String> SENTENCES = ImmutableMap.<String, String>builder()
      // The Kem's family (rules.md K).
      .put("top", "top: the dealer opens the table so that everyone may exchange (K-8).")
      .put("exchange", "exchange GIVE TAKE: swap a card of your hand for a card on the open table; anyone, any"
          + " time, no turns (K-9).")
      .put("sweep", "sweep: the dealer clears the table when nobody wants its cards and turns four new ones (K-11, K-12).")
      .put("propose-sweep", "propose-sweep: ask every other seat to agree to clear the table (K-11, consensus).")
      .put("accept-sweep", "accept-sweep: agree to the proposed sweep; it happens when everyone agrees (K-11).")
      .put("refuse-sweep", "refuse-sweep: refuse the proposed sweep; you then owe an exchange (K-11).")
      .put("sign", "sign WORD: set your team's secret sign, seen by your team only (K-2, K-14).")
      .put("gesture", "gesture WORD: make a gesture everyone sees; made with your team's sign it tells your"
          + " partner you hold a Kem's (K-14).")
      .put("denounce", "denounce TEAM WORD: claim WORD is that team's sign; if right, their sign is cleared and"
          + " they may not call until they set a new one (K-15).")
      .put("kems", "kems P: claim your teammate P holds four of a kind; right scores, wrong costs (K-16).")
      .put("kemps", "kemps P: claim your teammate P holds four of a kind; right scores, wrong costs (K-16).")
      .put("double-kems", "double-kems P: claim that you and teammate P both hold four of a kind (K-17).")
      .put("double-kemps", "double-kemps P: claim that you and teammate P both hold four of a kind (K-17).")
      .put("counter", "counter SEAT: claim that opponent SEAT holds four of a kind (K-18).")
      .put("cut", "cut TEAM: claim that someone in opposing TEAM holds four of a kind (K-18, K-20a).")
      .put("double-counter", "double-counter SEAT: claim that two of SEAT's team hold four of a kind (K-19).")
      .put("double-cut", "double-cut TEAM: claim that two of TEAM's members hold four of a kind (K-19).")
      .put("show", "show C1 C2: after a wrong counter against you, show the caller two cards of different"
          + " ranks (K-18).")
      // Khamul (rules.md H).
      .put("peek", "peek A B: before play, look at two of your own face-down slots (H-5).")
      .put("draw", "draw: on your turn, take the top card of the stock; only you see it (H-7).")
      .put("take", "take: on your turn, take the top card of the discard pile; you must then swap it in (H-7).")
      .put("discard", "discard: put the card you drew face up on the discard pile (H-7).")
      .put("swap", "swap I: put the card you hold into slot I; the card that was there goes to the discard"
          + " pile (H-7).")
      .put("look", "look I: power of a Jack you discarded: look at your own slot I (H-8).")
      .put("force", "force S: power of a black Queen: seat S draws a card into a new slot, unseen (H-8).")
      .put("kswap", "kswap I S J: power of a black King: your slot I and seat S's slot J change places (H-8).")
      .put("skip", "skip: leave the pending power unused and end your turn (H-8).")
      .put("snap", "snap I: any time, turn up your slot I; if it matches the top discard it goes there, else"
          + " you draw a penalty card (H-9).")
      .put("rearrange", "rearrange P: reorder your slots without looking; P is a permutation, 1032 or 1 0 3 2: new slot i holds old slot P[i] (H-10).")
      .put("khamul", "khamul: announce at the start of your turn that your hand is low; the others get one"
          + " last turn (H-12).")
      .build();

  private static final ImmutableMap<String, String> SESSION = ImmutableMap.of(
      "help", "help [VERB]: what you may do now, or what VERB does.",
      "view", "view: print the table here, a copy that stays in the scroll-back (Ctrl-L clears the screen and"
          + " draws the table again).",
      "legend", "legend: the rules of this table in short: values, threshold, penalties, powers.",
      "scores", "scores: the score sheet: every call right or wrong, the points and each round's scores.",
      "quit", "quit: leave the game, with a summary of it.");

  private VerbHelp() {}

  /** {@return the sentence for {@code verb}: a record verb or a word of the session itself} */
  static Optional<String> of(String verb) {
    return Optional.ofNullable(SENTENCES.get(verb)).or(() -> Optional.ofNullable(SESSION.get(verb)));
  }

  /** {@return the words of the session itself, completed and explained like verbs} */
  static Set<String> sessionWords() {
    return SESSION.keySet();
  }
}
