package kemkit.server;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP proxy between one server and PostgreSQL that breaks what a network and a database break,
 * on demand: {@link #blackHole} (nothing passes either way, every socket stays open: a partition,
 * or a server whose packets are dropped), {@link #heal}, {@link #dropNextCommitAnswer} (PostgreSQL
 * commits, and its answer to that {@code COMMIT} is lost as the connection is reset: the lost
 * acknowledgement), {@link #delayNextCommitAnswer} (the answer comes, later than the driver waits:
 * a commit slower than the socket timeout) and {@link #reset} (every connection cut at once).
 *
 * <p>It reads PostgreSQL's answers as the protocol frames them (a type byte, a length, the
 * message) to find the {@code CommandComplete} of a {@code COMMIT}: the server's answer, sent once
 * the transaction is durable. The servers' URLs say {@code sslmode=disable}, so the stream is
 * plain from its first byte.
 */
final class FaultProxy implements AutoCloseable {

  private final ServerSocket listener;
  private final int target;
  private final ExecutorService pipes = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "fault-proxy");
    thread.setDaemon(true);
    return thread;
  });
  private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
  private final Object gate = new Object();
  private volatile boolean blackHoled;
  private volatile boolean dropCommit;
  private volatile long delayCommitMillis;
  /** How many COMMIT answers were dropped or delayed: the test waits for its fault to have happened. */
  final AtomicInteger commitFaults = new AtomicInteger();
  /** When the last COMMIT fault happened (System.nanoTime). */
  final AtomicLong lastCommitFault = new AtomicLong();

  /** A proxy on a free 127.0.0.1 port to PostgreSQL on {@code target}. */
  FaultProxy(int target) throws IOException {
    this.target = target;
    this.listener = new ServerSocket(0, 100, InetAddress.getLoopbackAddress());
    pipes.execute(this::accept);
  }

  int port() {
    return listener.getLocalPort();
  }

  /** Nothing passes either way, on open connections or new ones, until {@link #heal}; no socket is closed. */
  void blackHole() {
    blackHoled = true;
  }

  /** Everything passes again (what waited in the sockets' buffers goes on). */
  void heal() {
    synchronized (gate) {
      blackHoled = false;
      gate.notifyAll();
    }
  }

  /** The next answer to a COMMIT is dropped and its connection reset: the database committed, the server never hears it. */
  void dropNextCommitAnswer() {
    dropCommit = true;
  }

  /** The next answer to a COMMIT comes {@code millis} late (the server may have given up on it by then). */
  void delayNextCommitAnswer(long millis) {
    delayCommitMillis = millis;
  }

  /** Cuts every open connection at once (RST). */
  void reset() {
    for (Socket socket : sockets) {
      abort(socket);
    }
  }

  private void accept() {
    while (!listener.isClosed()) {
      try {
        Socket client = listener.accept();
        pipes.execute(() -> connect(client));
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void connect(Socket client) {
    Socket server = new Socket();
    try {
      waitWhileBlackHoled();
      server.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), target), 3000);
      client.setTcpNoDelay(true);
      server.setTcpNoDelay(true);
    } catch (IOException | InterruptedException e) {
      abort(client);
      abort(server);
      return;
    }
    sockets.add(client);
    sockets.add(server);
    pipes.execute(() -> forward(client, server));
    answers(server, client);
  }

  private void waitWhileBlackHoled() throws InterruptedException {
    synchronized (gate) {
      while (blackHoled) {
        gate.wait(100);
      }
    }
  }

  /** Client to server: bytes as they come, held while black-holed. */
  private void forward(Socket from, Socket to) {
    byte[] buffer = new byte[8192];
    try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
      while (true) {
        waitWhileBlackHoled();
        int n = in.read(buffer);
        if (n < 0) {
          break;
        }
        waitWhileBlackHoled();
        out.write(buffer, 0, n);
        out.flush();
      }
    } catch (IOException | InterruptedException gone) {
      // One side went away: both go.
    } finally {
      close(from);
      close(to);
    }
  }

  /** Server to client: message by message, so that the answer to a COMMIT can be dropped or held. */
  private void answers(Socket from, Socket to) {
    try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(from.getInputStream()));
        OutputStream out = new java.io.BufferedOutputStream(to.getOutputStream())) {
      while (true) {
        waitWhileBlackHoled();
        int type = in.read();
        if (type < 0) {
          break;
        }
        int length = in.readInt();
        byte[] body = new byte[Math.max(0, length - 4)];
        in.readFully(body);
        waitWhileBlackHoled();
        if (type == 'C' && new String(body, StandardCharsets.US_ASCII).startsWith("COMMIT")) {
          if (dropCommit) {
            dropCommit = false;
            commitFaults.incrementAndGet();
            lastCommitFault.set(System.nanoTime());
            abort(from);
            abort(to);
            return;
          }
          long delay = delayCommitMillis;
          if (delay > 0) {
            delayCommitMillis = 0;
            commitFaults.incrementAndGet();
            lastCommitFault.set(System.nanoTime());
            Thread.sleep(delay);
          }
        }
        out.write(type);
        out.write(new byte[] {(byte) (length >>> 24), (byte) (length >>> 16), (byte) (length >>> 8), (byte) length});
        out.write(body);
        if (in.available() == 0) {
          out.flush();
        }
      }
    } catch (EOFException gone) {
      // The server closed.
    } catch (IOException | InterruptedException gone) {
      // One side went away: both go.
    } finally {
      close(from);
      close(to);
    }
  }

  private void close(Socket socket) {
    sockets.remove(socket);
    try {
      socket.close();
    } catch (IOException e) {
      // Closed already.
    }
  }

  /** Closes with a reset (RST), as a network that drops a connection would have its ends see it. */
  private void abort(Socket socket) {
    try {
      socket.setSoLinger(true, 0);
    } catch (IOException e) {
      // Not connected: closing is enough.
    }
    close(socket);
  }

  @Override
  public void close() throws IOException {
    listener.close();
    reset();
    heal();
    pipes.shutdownNow();
  }
}
