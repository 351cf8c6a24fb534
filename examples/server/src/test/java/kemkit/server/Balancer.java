package kemkit.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A load balancer in a few lines, for the tests (as nginx's upstream with its default failover
 * would do): each TCP connection goes to the next backend in turn, or to the one after if that
 * refuses (it was killed). A page opened through it reconnects through it, to a live server.
 */
final class Balancer implements AutoCloseable {

  private final ServerSocket listener;
  private final List<Integer> backends;
  private final AtomicInteger next = new AtomicInteger();
  private final ExecutorService pipes = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "balancer");
    thread.setDaemon(true);
    return thread;
  });

  Balancer(List<Integer> backends) throws IOException {
    this.backends = List.copyOf(backends);
    this.listener = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
    pipes.execute(this::accept);
  }

  int port() {
    return listener.getLocalPort();
  }

  private void accept() {
    while (!listener.isClosed()) {
      try {
        Socket client = listener.accept();
        pipes.execute(() -> route(client));
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void route(Socket client) {
    int first = next.getAndIncrement();
    for (int i = 0; i < backends.size(); i++) {
      Socket backend = new Socket();
      try {
        backend.connect(new InetSocketAddress("127.0.0.1", backends.get(Math.floorMod(first + i, backends.size()))), 500);
        pipes.execute(() -> pipe(client, backend));
        pipe(backend, client);
        return;
      } catch (IOException refused) {
        close(backend);
      }
    }
    close(client);
  }

  private static void pipe(Socket from, Socket to) {
    try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
      in.transferTo(out);
    } catch (IOException gone) {
      // One side went away: both close.
    } finally {
      close(from);
      close(to);
    }
  }

  private static void close(Socket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // Closed already.
    }
  }

  @Override
  public void close() throws IOException {
    listener.close();
    pipes.shutdownNow();
  }
}
