/**
 * Cards and decks (rules.md C-1, C-2).
 *
 * <p>Cards are interned values written as in game records:
 *
 * <pre>{@code
 * Card queen = Card.of("QS");             // rank then suit
 * Card ten = Card.parse("10h").orElseThrow(); // "10" and lower case accepted on input
 * assert ten.toString().equals("TH");
 * assert Deck.piquet32().contains(Card.of("7C")) && !Deck.piquet32().contains(Card.of("2C"));
 * }</pre>
 */
package kemkit.card;
