package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.bots.BotKind;

/**
 * How one simulated game went.
 *
 * @param index the game's number in the run, from 0
 * @param seed the seed of this game alone: {@link Simulator#play} with it replays the game
 * @param over whether the game ended by the rules
 * @param capped whether it was stopped at the plan's cap on actions
 * @param rounds the round the game was in at the end (C-8)
 * @param playerActions how many player actions were applied
 * @param chanceActions how many chance actions were applied
 * @param sides the kind of bot that played each team (or seat)
 * @param scores the final scores, by team or by seat
 * @param winners the winning teams or seats; empty unless over
 * @param roundsEnded how many rounds ended (scored or blocked)
 * @param tally what happened, counted from the events ({@link Tally#counts()})
 * @param problem a bug of the rules that stopped the game: a legal action or a chance action
 *     rejected, no seat able to act, an exception
 * @param record the game as a record, if the plan keeps them
 * @param searchTimes the CPU time of each decision of its search bots (none without them); it
 *     depends on the machine
 * @param firstSide the side that went first ({@link Tally#firstSide()}), or -1 if unknown
 */
public record GameResult(
    int index,
    long seed,
    boolean over,
    boolean capped,
    int rounds,
    int playerActions,
    int chanceActions,
    ImmutableList<BotKind> sides,
    ImmutableList<Integer> scores,
    ImmutableSet<Integer> winners,
    int roundsEnded,
    ImmutableMap<String, Long> tally,
    Optional<String> problem,
    Optional<String> record,
    DecisionTimes searchTimes,
    int firstSide) {}
