package kemkit.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import java.util.Optional;

/**
 * SQLite keeps one server per file: two would each take every table and fence the other in turn
 * (a table's epoch going up at every action of either), and a seat would be stranded on a stale
 * copy. The server holds an exclusive lock on a file beside the database ({@code FILE.lock}, which
 * names its process) for as long as it runs; the operating system releases it when the process
 * ends, {@code kill -9} included, so a restarted server is never refused by its dead predecessor.
 * The lock file is beside the database, not the database itself: SQLite's own locks on that file
 * would be released by closing any of the process's descriptors of it.
 */
final class SingleServerLock implements AutoCloseable {

  private final FileChannel channel;
  private final FileLock lock;

  private SingleServerLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * {@return the lock of the SQLite file of {@code database}, or empty if it names no file (in memory)}
   *
   * @throws SQLException if another server holds it; the message names the file and that server's process
   */
  static Optional<SingleServerLock> take(Database database) throws SQLException {
    String path = database.url().substring("jdbc:sqlite:".length()).replaceFirst("^file:", "").replaceFirst("[?].*$", "");
    if (path.isEmpty() || path.startsWith(":memory:") || path.contains("mode=memory")) {
      return Optional.empty();
    }
    Path file = Path.of(path).toAbsolutePath().normalize();
    Path lockFile = file.resolveSibling(file.getFileName() + ".lock");
    FileChannel channel = null;
    try {
      channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException sameProcess) {
        lock = null;
      }
      if (lock == null) {
        String holder = new String(Files.readAllBytes(lockFile), StandardCharsets.UTF_8).trim();
        channel.close();
        throw new SQLException("the tables file " + file + " is served by another kemkit server"
            + (holder.matches("\\d+") ? " (process " + holder + ")" : "")
            + ": SQLite takes one server per file (several servers share PostgreSQL: --jdbc)");
      }
      channel.truncate(0);
      channel.write(ByteBuffer.wrap(String.valueOf(ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)), 0);
      return Optional.of(new SingleServerLock(channel, lock));
    } catch (IOException e) {
      if (channel != null) {
        try {
          channel.close();
        } catch (IOException ignored) {
          // Closing a channel that failed.
        }
      }
      throw new SQLException("the lock file " + lockFile + " cannot be written: " + e.getClass().getSimpleName());
    }
  }

  @Override
  public void close() {
    try {
      lock.release();
      channel.close();
    } catch (IOException e) {
      // The process's end releases it anyway.
    }
  }
}
