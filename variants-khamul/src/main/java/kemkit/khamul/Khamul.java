package kemkit.khamul;

import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Where to start: Khamul's rule sets.
 *
 * <pre>{@code
 * KhamulRules rules = Khamul.rules();                                   // 4 players, preset khamul
 * KhamulRules three = Khamul.rules(Setup.of("khamul").withSeating("players", 3));
 * }</pre>
 */
public final class Khamul {

  private Khamul() {}

  /** {@return the rules of the preset {@code khamul}, with 4 players} */
  public static KhamulRules rules() {
    return rules(KhamulOptions.defaults());
  }

  /**
   * {@return the rules with these options}
   *
   * @param options the options, seating included
   */
  public static KhamulRules rules(KhamulOptions options) {
    return new KhamulRules(options);
  }

  /**
   * {@return the rules that {@code setup} describes, as a record header would}
   *
   * @param setup the options and seating, as a record header gives them
   * @throws SetupException naming the statements at fault, if the setup is refused
   */
  public static KhamulRules rules(Setup setup) throws SetupException {
    return rules(KhamulOptions.from(setup));
  }
}
