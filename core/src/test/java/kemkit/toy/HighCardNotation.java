package kemkit.toy;

import java.util.List;
import kemkit.game.Notation;
import kemkit.game.NotationException;

/** High card's one record line: {@code S play C}. */
public final class HighCardNotation implements Notation<HighCardAction> {

  @Override
  public HighCardAction parse(int seat, String verb, List<String> args) throws NotationException {
    if (!verb.equals("play")) {
      throw new NotationException(-1, "unknown verb '" + verb + "' (High card knows: play)");
    }
    Notation.expectCount(verb, args, 1);
    return new HighCardAction.Play(seat, Notation.card(args, 0));
  }

  @Override
  public String write(HighCardAction action) {
    HighCardAction.Play play = (HighCardAction.Play) action;
    return "play " + play.card();
  }

  @Override
  public List<String> verbs() {
    return List.of("play");
  }
}
