package kemkit.server;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where the tables live and with what password: a JDBC URL without its secret, and the secret
 * apart, so that neither the start-up line, nor a log line, nor {@code ps} ever shows it.
 *
 * <p>The password comes from the environment variable {@link #PASSWORD_ENV} or from a file
 * ({@code --db-password-file}, its first line); a {@code password=} parameter left in the URL is
 * taken out of it (and the operator warned: the command line is visible to every user of the
 * machine).
 *
 * @param url the JDBC URL, without any password
 * @param password the password, if the database needs one
 */
public record Database(String url, Optional<String> password) {

  /** The environment variable that holds the database's password. */
  public static final String PASSWORD_ENV = "KEMKIT_DB_PASSWORD";
  /** The environment variable that may hold the JDBC URL instead of {@code --jdbc}. */
  public static final String URL_ENV = "KEMKIT_JDBC_URL";

  private static final Pattern PASSWORD_PARAMETER = Pattern.compile("(?i)([?&;])password=[^&;]*");

  /**
   * Checks the parts.
   *
   * @param url the JDBC URL, without any password
   * @param password the password, if the database needs one
   */
  public Database {
    requireNonNull(url, "url");
    requireNonNull(password, "password");
    if (PASSWORD_PARAMETER.matcher(url).find()) {
      throw new IllegalArgumentException("the URL still holds a password: use Database.of");
    }
  }

  /**
   * {@return {@code jdbcUrl} with any password taken out of it, and the password from the environment or the URL}
   *
   * @param jdbcUrl the JDBC URL, perhaps with a password
   */
  public static Database of(String jdbcUrl) {
    return of(jdbcUrl, System.getenv(), Optional.empty());
  }

  /**
   * {@return the database of {@code jdbcUrl}} The password is, first found: the file's first line,
   * {@code environment}'s {@link #PASSWORD_ENV}, the URL's {@code password=} parameter (taken out).
   *
   * @param jdbcUrl the JDBC URL, perhaps with a password
   * @param environment the process's environment
   * @param passwordFile a file whose first line is the password
   * @throws IllegalArgumentException if the file cannot be read (its path is named, never its content)
   */
  public static Database of(String jdbcUrl, Map<String, String> environment, Optional<Path> passwordFile) {
    String url = jdbcUrl;
    Optional<String> fromUrl = Optional.empty();
    var m = PASSWORD_PARAMETER.matcher(url);
    if (m.find()) {
      String value = m.group().substring(m.group().indexOf('=') + 1);
      fromUrl = Optional.of(java.net.URLDecoder.decode(value, StandardCharsets.UTF_8));
      String rest = url.substring(0, m.start()) + url.substring(m.end());
      // "…?password=x&user=y" leaves "…&user=y": the first parameter keeps its '?'.
      if (m.group().startsWith("?") && rest.length() > m.start() && rest.charAt(m.start()) == '&') {
        rest = rest.substring(0, m.start()) + "?" + rest.substring(m.start() + 1);
      }
      url = rest;
    }
    Optional<String> password = Optional.empty();
    if (passwordFile.isPresent()) {
      try {
        List<String> lines = Files.readAllLines(passwordFile.get(), StandardCharsets.UTF_8);
        password = Optional.of(lines.isEmpty() ? "" : lines.get(0));
      } catch (IOException e) {
        throw new IllegalArgumentException("the password file " + passwordFile.get() + " cannot be read: "
            + e.getClass().getSimpleName());
      }
    }
    if (password.isEmpty()) {
      password = Optional.ofNullable(environment.get(PASSWORD_ENV)).filter(p -> !p.isEmpty());
    }
    if (password.isEmpty()) {
      password = fromUrl;
    }
    return new Database(url, password);
  }

  /**
   * {@return whether {@code jdbcUrl} holds a password} For the operator's warning.
   *
   * @param jdbcUrl a JDBC URL as given
   */
  public static boolean urlHoldsPassword(String jdbcUrl) {
    return PASSWORD_PARAMETER.matcher(jdbcUrl).find();
  }

  /** {@return whether this is a SQLite file (one server) rather than PostgreSQL (several)} */
  public boolean sqlite() {
    return url.startsWith("jdbc:sqlite:");
  }

  /** {@return the URL as it may be printed: without password (never in it) and without user info} */
  public String shown() {
    return url.replaceAll("//[^/@]*@", "//");
  }

  /** {@return the URL and whether a password is set, never the password} */
  @Override
  public String toString() {
    List<String> parts = new ArrayList<>();
    parts.add(shown());
    password.ifPresent(p -> parts.add("password set"));
    return String.join(", ", parts);
  }
}
