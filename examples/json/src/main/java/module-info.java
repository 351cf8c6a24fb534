/**
 * kemkit on the wire: the JSON form of every game's values ({@link kemkit.json.JsonCodec} and a
 * typed codec per game) and {@code serve --stdio}'s JSON-lines protocol ({@link
 * kemkit.json.StdioServer}). Its API speaks Jackson's {@code JsonNode} and the games' own types,
 * so both come with it ({@code requires transitive}); the JSON Schemas are in the jar, found by
 * their {@code $id} ({@link kemkit.json.JsonCodec#schema}).
 */
module kemkit.json {
  requires transitive com.fasterxml.jackson.databind;
  requires transitive kemkit.kemps;
  requires transitive kemkit.khamul;
  // Kem's is found through ServiceLoader (Games.all) by name, as every game is: no type of it is
  // named here, but a server that opens "game kems" needs it resolved.
  requires kemkit.kems;
  // The env-… requests: training tables of kemkit-learn, with kemkit's bots.
  requires kemkit.learn;

  exports kemkit.json;
}
