package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the tables live and with what secrets: a JDBC URL without any secret, and the secrets
 * apart, so that neither the start-up line, nor a log line, nor {@code ps} ever shows them.
 *
 * <p>The password comes from the environment variable {@link #PASSWORD_ENV} or from a file
 * ({@code --db-password-file}, its first line); a password left in the URL is taken out of it (and
 * the operator warned: the command line is visible to every user of the machine), wherever it
 * stands: a {@code password=} parameter, the user information of {@code //user:PASSWORD@host}, and
 * every other parameter that names a password ({@code sslpassword=}, {@code sslkeypassword=}…),
 * which is kept apart and handed to the driver as a property. {@link #scrub} takes every secret
 * out of a message (a driver's, for example) before it is printed.
 *
 * @param url the JDBC URL, without any secret
 * @param password the password, if the database needs one
 * @param secrets the other secret parameters of the URL (such as {@code sslpassword}), by name
 */
public record Database(String url, Optional<String> password, ImmutableMap<String, String> secrets) {

  /** The environment variable that holds the database's password. */
  public static final String PASSWORD_ENV = "KEMKIT_DB_PASSWORD";
  /** The environment variable that may hold the JDBC URL instead of {@code --jdbc}. */
  public static final String URL_ENV = "KEMKIT_JDBC_URL";

  /** A URL parameter whose name says it holds a password, and its value. */
  private static final Pattern SECRET_PARAMETER = Pattern.compile("(?i)([?&;])([a-z_.]*password[a-z_.]*)=([^&;]*)");
  /** The user information of {@code jdbc:…://user:password@host}: the part before the host. */
  private static final Pattern USER_INFO = Pattern.compile("^(jdbc:[a-z0-9]+://)([^/@?;]*)@");
  /** What {@link #scrub} takes out of any text: a password parameter's value, or user information's password. */
  private static final Pattern SECRET_IN_TEXT = Pattern.compile(
      "(?i)([a-z_.]*password[a-z_.]*\\s*[=:]\\s*)([^\\s&;,)\"']+)|(//[^/@\\s:]*):([^/@\\s]*)@");

  /**
   * Checks the parts.
   *
   * @param url the JDBC URL, without any secret
   * @param password the password, if the database needs one
   * @param secrets the other secret parameters, by name
   */
  public Database {
    requireNonNull(url, "url");
    requireNonNull(password, "password");
    secrets = ImmutableMap.copyOf(secrets);
    if (SECRET_PARAMETER.matcher(url).find() || USER_INFO.matcher(url).find()) {
      throw new IllegalArgumentException("the URL still holds a password or user information: use Database.of");
    }
  }

  /**
   * The URL and its password, no other secret.
   *
   * @param url the JDBC URL, without any secret
   * @param password the password, if the database needs one
   */
  public Database(String url, Optional<String> password) {
    this(url, password, ImmutableMap.of());
  }

  /**
   * {@return {@code jdbcUrl} with every secret taken out of it, and the password from the environment or the URL}
   *
   * @param jdbcUrl the JDBC URL, perhaps with a password
   */
  public static Database of(String jdbcUrl) {
    return of(jdbcUrl, System.getenv(), Optional.empty());
  }

  /**
   * {@return the database of {@code jdbcUrl}} The password is, first found: the file's first line,
   * {@code environment}'s {@link #PASSWORD_ENV}, the URL's {@code password=} parameter or its user
   * information ({@code //user:password@host}, whose user becomes a {@code user=} parameter). Every
   * other parameter that names a password is taken out of the URL and kept in {@link #secrets}.
   *
   * @param jdbcUrl the JDBC URL, perhaps with secrets
   * @param environment the process's environment
   * @param passwordFile a file whose first line is the password
   * @throws IllegalArgumentException if the file cannot be read (its path is named, never its content)
   */
  public static Database of(String jdbcUrl, Map<String, String> environment, Optional<Path> passwordFile) {
    String url = jdbcUrl;
    Optional<String> fromUrl = Optional.empty();
    Optional<String> user = Optional.empty();
    Matcher info = USER_INFO.matcher(url);
    if (info.find()) {
      String userInfo = info.group(2);
      int colon = userInfo.indexOf(':');
      String name = colon < 0 ? userInfo : userInfo.substring(0, colon);
      if (colon >= 0) {
        fromUrl = Optional.of(URLDecoder.decode(userInfo.substring(colon + 1), StandardCharsets.UTF_8));
      }
      if (!name.isEmpty()) {
        user = Optional.of(URLDecoder.decode(name, StandardCharsets.UTF_8));
      }
      url = info.group(1) + url.substring(info.end());
    }
    Map<String, String> secrets = new LinkedHashMap<>();
    Matcher m = SECRET_PARAMETER.matcher(url);
    while (m.find()) {
      String name = m.group(2);
      String value = URLDecoder.decode(m.group(3), StandardCharsets.UTF_8);
      if (name.toLowerCase(Locale.ROOT).equals("password")) {
        fromUrl = Optional.of(value);
      } else {
        secrets.put(name, value);
      }
      String rest = url.substring(0, m.start()) + url.substring(m.end());
      // "…?password=x&user=y" leaves "…&user=y": the first parameter keeps its '?'.
      if (m.group(1).equals("?") && rest.length() > m.start() && rest.charAt(m.start()) == '&') {
        rest = rest.substring(0, m.start()) + "?" + rest.substring(m.start() + 1);
      }
      url = rest;
      m = SECRET_PARAMETER.matcher(url);
    }
    if (user.isPresent() && !url.matches("(?i).*[?&;]user=.*")) {
      url = url + (url.contains("?") ? "&" : "?") + "user=" + user.get();
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
    return new Database(url, password, ImmutableMap.copyOf(secrets));
  }

  /**
   * {@return whether {@code jdbcUrl} holds a password} For the operator's warning.
   *
   * @param jdbcUrl a JDBC URL as given
   */
  public static boolean urlHoldsPassword(String jdbcUrl) {
    Matcher info = USER_INFO.matcher(jdbcUrl);
    return SECRET_PARAMETER.matcher(jdbcUrl).find() || (info.find() && info.group(2).contains(":"));
  }

  /** {@return whether this is a SQLite file (one server) rather than PostgreSQL (several)} */
  public boolean sqlite() {
    return url.startsWith("jdbc:sqlite:");
  }

  /** {@return the URL as it may be printed: without any secret (never in it) and without user information} */
  public String shown() {
    return url.replaceAll("//[^/@]*@", "//");
  }

  /**
   * {@return {@code text} with every secret of this database taken out} A driver's message may
   * quote the URL it was given, a host name, or a parameter: each secret's text, and anything that
   * looks like a password parameter or user information, becomes {@code ***}.
   *
   * @param text a message to print (a driver's, a pool's)
   */
  public String scrub(String text) {
    if (text == null) {
      return "";
    }
    String out = text;
    List<String> known = new ArrayList<>(secrets.values());
    password.ifPresent(known::add);
    for (String secret : known) {
      if (!secret.isEmpty()) {
        out = out.replace(secret, "***");
        String encoded = java.net.URLEncoder.encode(secret, StandardCharsets.UTF_8);
        if (!encoded.equals(secret)) {
          out = out.replace(encoded, "***");
        }
      }
    }
    return scrubPatterns(out);
  }

  /** {@return {@code text} with anything that looks like a password parameter or user information's password as {@code ***}} */
  static String scrubPatterns(String text) {
    Matcher m = SECRET_IN_TEXT.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String kept = m.group(1) != null ? m.group(1) + "***" : m.group(3) + ":***@";
      m.appendReplacement(out, Matcher.quoteReplacement(kept));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * {@return a failure told in one line, each cause's class and message, every secret taken out,
   * and no statement's values} What the server logs of a database error, never a raw driver message.
   *
   * @param error the failure
   */
  public String describe(Throwable error) {
    return scrub(BATCH_ENTRY.matcher(chain(error)).replaceAll("Batch entry $1 was aborted"));
  }

  /**
   * A batch's failure quotes its statement with its values: a record line, such as a shuffle's
   * whole deck. A log line must show no card a seat may not know, so the statement is left out.
   */
  private static final Pattern BATCH_ENTRY = Pattern.compile("Batch entry (\\d+) .*? was aborted");

  private static String chain(Throwable error) {
    StringBuilder out = new StringBuilder();
    Throwable at = error;
    for (int depth = 0; at != null && depth < 6; depth++) {
      if (depth > 0) {
        out.append("; caused by ");
      }
      out.append(at.getClass().getSimpleName());
      if (at.getMessage() != null) {
        out.append(": ").append(at.getMessage().replaceAll("\\s+", " ").trim());
      }
      at = at.getCause() == at ? null : at.getCause();
    }
    return out.toString();
  }

  /** {@return the URL and which secrets are set, never a secret} */
  @Override
  public String toString() {
    List<String> parts = new ArrayList<>();
    parts.add(shown());
    password.ifPresent(p -> parts.add("password set"));
    secrets.keySet().forEach(name -> parts.add(name + " set"));
    return String.join(", ", parts);
  }
}
