/**
 * A user's module: it names kemkit's modules only. Guava, Jackson and the games come through
 * their {@code requires transitive}; without them this would not compile (a type of the API from
 * a module it cannot read) or not run ({@code NoClassDefFoundError}).
 */
module consumer.modules {
  requires kemkit.bots;
  requires kemkit.json;
  requires kemkit.kems;
}
