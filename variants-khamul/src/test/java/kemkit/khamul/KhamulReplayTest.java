package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.replay.Moment;
import kemkit.replay.Perspective;
import kemkit.replay.Replay;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Replays of Khamul records by perspective (C-6, H-14, H-15). */
class KhamulReplayTest {

  private static final KhamulRules RULES = Khamul.rules();

  /** A whole seeded game, its states and its record text. */
  private record Game(List<Action> actions, List<KhamulState> states, String text) {}

  private static Game play(long seed) {
    RandomPlayer player = new RandomPlayer(RULES, seed);
    List<Action> actions = new ArrayList<>();
    List<KhamulState> states = new ArrayList<>();
    KhamulState state = RULES.start();
    states.add(state);
    while (!state.isOver()) {
      Action action = player.next(state);
      var outcome = RULES.apply(state, action);
      if (outcome.isAccepted()) {
        actions.add(action);
        state = outcome.state();
        states.add(state);
      }
    }
    return new Game(actions, states, RecordWriter.write(RULES, actions));
  }

  @Test
  @DisplayName("C-6: a seat's replay, read back from the record, is its own view at every move")
  void seatReplayIsTheSeatsView() throws Exception {
    Game game = play(7);
    Replay<?, ?, ?, ?> replay = Replay.of(RecordReader.read(game.text()));
    assertThat(replay.moves()).isEqualTo(game.actions().size());
    assertThat(replay.stop()).isEmpty();
    for (int move = 0; move <= replay.moves(); move++) {
      for (int seat = 0; seat < game.states().get(0).players(); seat++) {
        assertThat(replay.at(move, Perspective.seat(seat)).view()).isEqualTo(RULES.view(game.states().get(move), seat));
      }
    }
  }

  @Test
  @DisplayName("H-15: the public view shows no hand's card while the game is in play, and a taken card while it is held")
  void publicViewHidesHands() {
    Game game = play(11);
    Replay<KhamulState, KhamulAction, KhamulEvent, KhamulView> replay = Replay.of(RULES, game.actions());
    boolean sawTaken = false;
    for (int move = 0; move < replay.moves(); move++) {
      KhamulView view = replay.at(move, Perspective.PUBLIC).view();
      assertThat(view.seat()).isEqualTo(-1);
      assertThat(view.memory()).allSatisfy(hand -> assertThat(hand).allMatch(Optional::isEmpty));
      if (view.phase() == Phase.HOLDING_TAKEN) {
        assertThat(view.held()).isPresent();
        sawTaken = true;
      }
    }
    assertThat(sawTaken).as("the seeded game takes from the discard pile").isTrue();
  }

  @Test
  @DisplayName("H-14: the post-game reveal shows every hand as it was at the last reveal; everyone's perspective only then")
  void revealAtTheEnd() {
    Game game = play(3);
    Replay<KhamulState, KhamulAction, KhamulEvent, KhamulView> whole = Replay.of(RULES, game.actions());
    KhamulState last = game.states().get(game.states().size() - 1);
    KhamulView reveal = whole.reveal().orElseThrow();
    for (int seat = 0; seat < last.players(); seat++) {
      List<Card> hand = new ArrayList<>();
      reveal.memory().get(seat).forEach(card -> hand.add(card.orElseThrow()));
      assertThat(hand).isEqualTo(last.hand(seat));
    }
    Moment<KhamulView, KhamulEvent> everyone = whole.at(whole.moves(), Perspective.EVERYONE);
    assertThat(everyone.views()).hasSize(last.players());
    assertThat(everyone.over()).isTrue();

    Replay<KhamulState, KhamulAction, KhamulEvent, KhamulView> inPlay =
        Replay.of(RULES, game.actions().subList(0, game.actions().size() - 1));
    assertThat(inPlay.reveal()).isEmpty();
    assertThat(inPlay.refusal(Perspective.EVERYONE)).contains("everyone's hands are shown only once the game is over");
    assertThatThrownBy(() -> inPlay.at(0, Perspective.EVERYONE)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("a replay refuses a move out of range and a seat the table lacks; a refused action ends it with its line")
  void refusals() throws Exception {
    Game game = play(5);
    Replay<?, ?, ?, ?> replay = Replay.of(RecordReader.read(game.text()));
    assertThatThrownBy(() -> replay.at(replay.moves() + 1, Perspective.PUBLIC))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(replay.refusal(Perspective.seat(9))).contains("the table has no seat 9");
    GameRecord broken = RecordReader.read(RecordWriter.header(RULES.setup()) + "0 draw\n");
    Replay<?, ?, ?, ?> stopped = Replay.of(broken);
    assertThat(stopped.moves()).isZero();
    assertThat(stopped.stop()).hasValueSatisfying(stop -> assertThat(stop).startsWith("line "));
  }

  @Test
  @DisplayName("docs/api.md, 'Replays and spectators': its Java block runs here, word for word")
  void documentedSnippet() throws Exception {
    String text = play(3).text();
    // The block of docs/api.md, from here…
    GameRecord record = RecordReader.read(text);
    Replay<?, ?, ?, ?> replay = Replay.of(record);                  // applies the actions once
    Moment<?, ?> seat1 = replay.at(12, Perspective.seat(1));        // what seat 1 knew after 12 actions
    Moment<?, ?> spectator = replay.at(12, Perspective.PUBLIC);      // what no seat hides, for spectators
    if (replay.isOver()) {
      Moment<?, ?> everyone = replay.at(replay.moves(), Perspective.EVERYONE);   // every seat's view
      Optional<?> reveal = replay.reveal();                          // the public view at the end
    }
    // …to here.
    assertThat(((KhamulView) seat1.view()).seat()).isEqualTo(1);
    assertThat(((KhamulView) spectator.view()).seat()).isEqualTo(-1);
    assertThat(replay.reveal()).isPresent();

    java.nio.file.Path root = java.nio.file.Path.of("").toAbsolutePath();
    while (!java.nio.file.Files.isRegularFile(root.resolve("docs/api.md"))) {
      root = root.getParent();
    }
    String page = java.nio.file.Files.readString(root.resolve("docs/api.md"));
    int section = page.indexOf("\n## Replays and spectators");
    assertThat(section).as("docs/api.md has the section").isNotNegative();
    int start = page.indexOf("```java\n", section) + "```java\n".length();
    String block = page.substring(start, page.indexOf("```", start));
    String here = java.nio.file.Files.readString(
        java.nio.file.Path.of("src/test/java/kemkit/khamul/KhamulReplayTest.java"));
    assertThat(squash(here)).contains(squash(block));
  }

  private static String squash(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }

  @Test
  @DisplayName("perspectives read back from their wire form; anything else is empty, never thrown")
  void perspectivesOnTheWire() {
    for (Perspective perspective : List.of(Perspective.PUBLIC, Perspective.EVERYONE, Perspective.seat(3))) {
      assertThat(Perspective.parse(perspective.toString())).contains(perspective);
    }
    for (String bad : new String[] {"", "seat-", "seat--1", "seat-123", "Public", "seat-x", "seat 2"}) {
      assertThat(Perspective.parse(bad)).as(bad).isEmpty();
    }
    assertThat(Perspective.parse(null)).isEmpty();
  }
}
