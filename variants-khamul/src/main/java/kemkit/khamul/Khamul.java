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
   * <p>For a setup written in the code: a refused one is a programming error, so this throws
   * unchecked (docs/api.md, "Errors: which are checked"). A setup from outside (a request, a file,
   * flags) goes through {@link KhamulGame#create}, whose checked {@link SetupException} names the
   * statements at fault.
   *
   * @param setup the options and seating, as a record header gives them
   * @throws IllegalArgumentException if the setup is refused (H-1, H-opt…); its cause is the {@link
   *     SetupException}
   */
  public static KhamulRules rules(Setup setup) {
    try {
      return rules(KhamulOptions.from(setup));
    } catch (SetupException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}
