package kemkit.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * A seat's join token: 160 random bits from {@link SecureRandom}, written as 32 URL-safe base32
 * letters. Whoever holds it plays the seat (C-6: it hears only that seat's events). The server
 * keeps only the token's SHA-256 ({@link #hash}), so the database cannot hand out a seat.
 */
final class SeatToken {

  private static final SecureRandom RANDOM = new SecureRandom();
  private static final char[] ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
  /** 32 letters of 5 bits: 160 bits, above the 128 an unguessable link needs. */
  static final int LETTERS = 32;

  private SeatToken() {}

  /** {@return a new token} */
  static String create() {
    StringBuilder token = new StringBuilder(LETTERS);
    for (int i = 0; i < LETTERS; i++) {
      token.append(ALPHABET[RANDOM.nextInt(ALPHABET.length)]);
    }
    return token.toString();
  }

  /** {@return a new table id: 64 random bits, not a secret (it names the table in the database)} */
  static String tableId() {
    byte[] bytes = new byte[8];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** {@return whether {@code text} has a token's shape; anything else is refused before hashing} */
  static boolean wellFormed(String text) {
    if (text.length() != LETTERS) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      if (new String(ALPHABET).indexOf(text.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }

  /** {@return the SHA-256 of {@code token}, in hex: what the database and the server's map hold} */
  static String hash(String token) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(token.getBytes(StandardCharsets.US_ASCII)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
