package kemkit.kems;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

/**
 * The values each K-opt option may take, written as records write them (rules.md K-opt): the
 * domain that override tests walk and that the random option sets draw from. Numbers are a few
 * sensible picks, not every number.
 */
final class OptionValues {

  /** Option name to its values, in the order of the K-opt table. */
  static final ImmutableMap<String, ImmutableList<String>> ALL = ImmutableMap.<String, ImmutableList<String>>builder()
      .put("deck", ImmutableList.of("32", "52"))
      .put("dealtTriple", ImmutableList.of("discard_hand", "return_to_stock", "redeal", "none"))
      .put("top", yesNo())
      .put("sweep", ImmutableList.of("dealer", "consensus"))
      .put("sweepTo", ImmutableList.of("discard", "stock_bottom"))
      .put("tableTripleBlocks", yesNo())
      .put("kemsPoints", ImmutableList.of("1", "3"))
      .put("falseKems", ImmutableList.of("opponents_score", "caller_loses"))
      .put("doubleValue", ImmutableList.of("2", "3"))
      .put("falseDouble", ImmutableList.of("as_single", "opponents_score_double", "caller_loses_double"))
      .put("counterPoints", ImmutableList.of("1", "2"))
      .put("counterTarget", ImmutableList.of("player", "team"))
      .put("counterBeatenByDouble", yesNo())
      .put("falseCounter", ImmutableList.of("000", "001", "003-base", "003-expert", "002"))
      .put("doubleCounter", yesNo())
      .put("falseDoubleCounter", ImmutableList.of("caller_loses_double", "target_scores_double"))
      .put("allFourBonus", yesNo())
      .put("denounce", yesNo())
      .put("target", ImmutableList.of("1", "7", "10"))
      .put("winBy", ImmutableList.of("1", "2", "3"))
      .buildOrThrow();

  private OptionValues() {}

  private static ImmutableList<String> yesNo() {
    return ImmutableList.of("yes", "no");
  }
}
