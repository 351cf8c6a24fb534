package kemkit.spark;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;

/**
 * Where the job reads its study or tournament file and writes its tables: a path of the driver's
 * disk, or a URI with a scheme ({@code file:}, {@code hdfs://}, {@code s3a://}…) read and written
 * through Hadoop's {@link FileSystem}, so an object store works as HDFS does; and, in cluster mode,
 * a file shipped with {@code --files}, by its name.
 */
final class Input {

  /** A study or tournament file is small; more than this is refused before it is read whole. */
  static final int MAX_BYTES = (1 << 20) + 1;

  private Input() {}

  /** {@return whether {@code location} is a URI with a scheme of two letters or more, not a Windows drive} */
  static boolean isUri(String location) {
    return location.matches("[A-Za-z][A-Za-z0-9+.-]+:.*");
  }

  /**
   * {@return the text of {@code location}, or empty if it is a bare name that is not on this
   * disk (perhaps a file shipped with {@code --files}, readable once Spark has started)}
   *
   * @param location a path or a URI
   * @param hadoop Hadoop's configuration
   * @throws IOException if it cannot be read
   */
  static Optional<String> read(String location, Configuration hadoop) throws IOException {
    if (isUri(location)) {
      org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(URI.create(location));
      FileSystem fs = path.getFileSystem(hadoop);
      try (InputStream in = fs.open(path)) {
        return Optional.of(text(in, location));
      }
    }
    Path local = Path.of(location);
    if (Files.isRegularFile(local)) {
      try (InputStream in = Files.newInputStream(local)) {
        return Optional.of(text(in, location));
      }
    }
    if (shipped(location)) {
      return Optional.empty();
    }
    throw new IOException("no such file" + (local.isAbsolute() ? "" : " (relative to " + Path.of("").toAbsolutePath()
        + "; in cluster mode ship it with --files and name it by its file name)"));
  }

  /** {@return whether spark-submit's {@code --files} (the {@code spark.files} property) ships a file of this name} */
  static boolean shipped(String location) {
    String files = System.getProperty("spark.files", "");
    String name = Path.of(location).getFileName().toString();
    return Arrays.stream(files.split(",")).map(String::strip).filter(f -> !f.isEmpty())
        .anyMatch(f -> f.endsWith("/" + name) || f.equals(name));
  }

  private static String text(InputStream in, String location) throws IOException {
    byte[] bytes = in.readNBytes(MAX_BYTES);
    if (bytes.length == MAX_BYTES) {
      throw new IOException(location + " is over " + (MAX_BYTES - 1) + " bytes: not a study file");
    }
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /**
   * Writes {@code text} to {@code OUT/name}, through Hadoop's file system of {@code out}.
   *
   * @param out the output directory, a path or a URI
   * @param name the file's name
   * @param text what to write
   * @param hadoop Hadoop's configuration
   * @throws IOException if it cannot be written
   */
  static void write(String out, String name, String text, Configuration hadoop) throws IOException {
    org.apache.hadoop.fs.Path dir = isUri(out) ? new org.apache.hadoop.fs.Path(URI.create(out))
        : new org.apache.hadoop.fs.Path(Path.of(out).toAbsolutePath().toUri());
    org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(dir, name);
    FileSystem fs = path.getFileSystem(hadoop);
    // No .crc file beside a local one: the table is read by people and spreadsheets.
    fs.setWriteChecksum(false);
    try (var stream = fs.create(path, true)) {
      stream.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
