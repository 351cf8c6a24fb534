/**
 * Training tables: learners in some seats, kemkit's bots in the others, the table dealing and
 * asking each seat in turn. What the Python package's Gymnasium and PettingZoo environments step,
 * through {@code kemkit serve --stdio}'s {@code env-…} requests.
 *
 * <pre>{@code
 * TrainingTable<KhamulState, KhamulAction, KhamulEvent, KhamulView> table =
 *     new TrainingTable<>(Khamul.rules(), Setting.against(4, 0, BotKind.HEURISTIC));
 * table.reset(7);
 * while (table.agent() >= 0) {
 *   int[] legal = table.legal();
 *   table.step(legal[0]);
 * }
 * float[] rewards = table.takeRewards();
 * }</pre>
 */
package kemkit.learn.table;
