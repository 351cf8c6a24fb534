package kemkit.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * What {@code kemkit --version} prints: the Maven project version, which the build writes into
 * {@code version.properties} (resource filtering), and the Java that runs the program. A resource
 * rather than the jar's manifest so that tests, which run from classes, see it too.
 */
final class Version implements IVersionProvider {

  @Override
  public String[] getVersion() {
    return new String[] {
        "kemkit " + projectVersion(),
        "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
  }

  /** {@return the project version this program was built as, {@code 0.1.0-SNAPSHOT}} */
  static String projectVersion() {
    Properties properties = new Properties();
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      if (in == null) {
        throw new IllegalStateException("version.properties is missing from the program's class path");
      }
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return properties.getProperty("version", "unknown");
  }
}
