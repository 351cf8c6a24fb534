package kemkit.khamul;

/**
 * The round's {@code khamul}: who announced, and whether the hand was worth more than the
 * threshold when it did (rules.md H-12).
 *
 * @param seat the announcer
 * @param isFalse whether the announcer's hand was worth more than the threshold; it then takes the
 *     {@code falseAnnouncementPenalty} (H-13)
 */
public record Announcement(int seat, boolean isFalse) {}
