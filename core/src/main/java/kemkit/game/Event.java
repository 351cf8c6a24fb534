package kemkit.game;

/**
 * Something that happened when an action was accepted. Each game declares its own sealed family
 * of event records, so that a UI can switch over them; {@link RuleSet#eventsSeenBy} gives the
 * events a seat may see (C-6).
 */
public interface Event {}
