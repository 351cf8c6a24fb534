package kemkit.examples.play;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import kemkit.card.Card;
import kemkit.family.FamilyState;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.host.TableHost;
import kemkit.kemps.Kemps;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code kemkit play} through a real JLine terminal (an xterm, on in-memory streams), typed at
 * key by key as a person would: the line editor, Tab completion, the bots acting meanwhile.
 */
class PlayTerminalTest {

  private static final long SEED = 7;
  private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(20);

  private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
  private final PipedOutputStream keys = new PipedOutputStream();
  private Terminal terminal;
  private CompletableFuture<Void> game;

  private void start(long paceMillis) throws IOException {
    start(paceMillis, 1);
  }

  private void start(long paceMillis, int seat) throws IOException {
    terminal = new ExternalTerminal("test", "xterm-256color", new PipedInputStream(keys, 1 << 16),
        synchronizedOut(screen), UTF_8);
    terminal.setSize(new Size(160, 40));
    PlaySession<?, ?, ?, ?> session = new PlaySession<>(Kemps.rules(), seat, SEED, paceMillis, terminal);
    game = CompletableFuture.runAsync(() -> {
      try {
        session.run();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    awaitScreen(text -> text.contains("> "));
  }

  @AfterEach
  void stop() throws Exception {
    if (game == null) {
      return; // a test without a game
    }
    type("\u0015quit\r"); // Ctrl-U clears whatever is on the line
    game.get(20, TimeUnit.SECONDS);
    terminal.close();
  }

  @Test
  @DisplayName("the bots wait while the person types, and play on once the line is cleared (K-9)")
  void botsWaitWhileYouType() throws Exception {
    start(5);
    type("exchange 5");
    // A bot may still finish the move it began before the keys arrived; then the table stays put.
    Thread.sleep(300);
    int typedAt = plain(screenText()).length();
    // Sixty ticks of 5 ms: a bot that did not wait would have exchanged many times by now.
    Thread.sleep(300);
    assertThat(plain(screenText()).indexOf(" gives ", typedAt)).as("no bot moved while a line was typed").isNegative();
    type("\u0015"); // Ctrl-U clears the line: the bots play on
    awaitScreen(text -> plain(text).indexOf(" gives ", typedAt) > 0);
  }

  @Test
  @DisplayName("K-11 the dealer's 'your move' line says that everyone waits for its sweep; help lists Kemps verbs only")
  void dealerHint() throws Exception {
    start(0, 0);
    awaitScreen(text -> text.contains("your move: you deal: sweep the table when nobody wants its cards (sweep),"
        + " or wait for an exchange"));
    type("help\r");
    String help = awaitScreen(text -> text.contains("legal for you now: "));
    String verbs = help.substring(help.indexOf("legal for you now: "));
    verbs = verbs.substring(0, verbs.indexOf('\n'));
    assertThat(verbs).contains("exchange", "sweep", "kemps").doesNotContain("kems ", "counter", "propose-sweep", "peek");
  }

  @Test
  @DisplayName("Tab completes a card of the hand, then one on the table; Enter plays the exchange (K-9)")
  void tabCompletesCards() throws Exception {
    FamilyState dealt = dealt();
    Card give = onlyOfItsRank(dealt.hand(1));
    Card take = onlyOfItsRank(dealt.tableCards());
    start(0);

    type("exchange " + give.toString().charAt(0) + "\t");
    awaitScreen(text -> text.contains("exchange " + give + " "));
    type(take.toString().charAt(0) + "\t\r");

    awaitScreen(text -> text.contains("you give " + give + " and take " + take));
  }

  @Test
  @DisplayName("help exchange explains the verb in one sentence, with its rule (K-9)")
  void helpExchange() throws Exception {
    start(0);
    type("help exchange\r");

    awaitScreen(text -> text.contains("exchange GIVE TAKE: swap a card of your hand for a card on the open table")
        && text.contains("(K-9)"));
  }

  @Test
  @DisplayName("a refusal speaks to the person in the library's second person, then gives the rule")
  void refusalInTheSecondPerson() {
    assertThat(Refusals.toYou(Rejection.of(RejectionCode.BAD_TARGET, "K-20", 1, "seat 2 is an opponent: '%s' names {your}"
        + " partner", "kemps"))).isEqualTo("seat 2 is an opponent: 'kemps' names your partner (K-20)");
    assertThat(Refusals.toYou(Rejection.of(RejectionCode.WRONG_PHASE, "K-18", 2, "{you} {owes|owe} no show")))
        .isEqualTo("you owe no show (K-18)");
  }

  private void type(String text) throws IOException {
    keys.write(text.getBytes(UTF_8));
    keys.flush();
  }

  /** {@return the screen's text once it satisfies {@code ready}} */
  /** {@return {@code text} without its terminal escapes (cursor moves, colours, the scroll region)} */
  private static String plain(String text) {
    return text.replaceAll("\u001b(\\[[0-9;?]*[A-Za-z]|[78])", "");
  }

  private String screenText() {
    synchronized (screen) {
      return screen.toString(UTF_8);
    }
  }

  private String awaitScreen(Predicate<String> ready) {
    long deadline = System.nanoTime() + WAIT_NANOS;
    while (System.nanoTime() < deadline) {
      String text;
      synchronized (screen) {
        text = screen.toString(UTF_8);
      }
      if (ready.test(text)) {
        return text;
      }
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    synchronized (screen) {
      throw new AssertionError("the screen never showed what was awaited:\n" + screen.toString(UTF_8));
    }
  }

  private static FamilyState dealt() {
    TableHost<FamilyState, ?, ?, ?> host = TableHost.dealing(Kemps.rules(), new SplittableRandom(SEED).split());
    host.open();
    return host.state();
  }

  private static Card onlyOfItsRank(List<Card> cards) {
    return cards.stream().filter(card -> cards.stream().filter(other -> other.rank() == card.rank()).count() == 1)
        .findFirst().orElseThrow();
  }

  private static OutputStream synchronizedOut(ByteArrayOutputStream out) {
    return new OutputStream() {
      @Override
      public void write(int b) {
        synchronized (out) {
          out.write(b);
        }
      }

      @Override
      public void write(byte[] b, int off, int len) {
        synchronized (out) {
          out.write(b, off, len);
        }
      }
    };
  }
}
