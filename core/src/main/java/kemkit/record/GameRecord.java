package kemkit.record;

import com.google.common.collect.ImmutableList;
import kemkit.game.RuleSet;

/**
 * A parsed game record: the rule set its header makes and its body statements, in order.
 *
 * @param rules the rule set of the header
 * @param body the actions and expectations, in line order
 */
public record GameRecord(RuleSet<?, ?, ?, ?> rules, ImmutableList<Statement> body) {}
