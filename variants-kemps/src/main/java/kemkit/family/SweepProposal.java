package kemkit.family;

import com.google.common.collect.ImmutableSet;

/**
 * A consensus sweep proposal (K-11).
 *
 * @param proposer the seat that proposed it
 * @param accepted the seats that accepted it so far
 */
public record SweepProposal(int proposer, ImmutableSet<Integer> accepted) {}
