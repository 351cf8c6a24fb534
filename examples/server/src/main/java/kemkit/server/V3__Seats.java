package kemkit.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Migration 3 (issue 23), in Java as it splits a column: fills {@code kemkit_seat} from each older
 * table's comma-separated token hashes (so any server finds a link's table), and counts an older
 * table's last activity from the upgrade, so that expiry does not delete it at once. The class name
 * is Flyway's version and description.
 */
@SuppressWarnings("checkstyle:TypeName")
final class V3__Seats extends BaseJavaMigration {

  @Override
  public void migrate(Context context) throws Exception {
    Connection c = context.getConnection();
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT id, token_hashes FROM kemkit_table");
        PreparedStatement seat = c.prepareStatement(
            "INSERT INTO kemkit_seat (token_hash, table_id, seat) VALUES (?, ?, ?)")) {
      while (r.next()) {
        String[] hashes = r.getString(2).split(",", -1);
        for (int i = 0; i < hashes.length; i++) {
          if (!hashes[i].equals("-")) {
            seat.setString(1, hashes[i]);
            seat.setString(2, r.getString(1));
            seat.setInt(3, i);
            seat.addBatch();
          }
        }
      }
      seat.executeBatch();
    }
    try (PreparedStatement p = c.prepareStatement("UPDATE kemkit_table SET active_ms = ?, epoch = 1 WHERE active_ms = 0")) {
      p.setLong(1, System.currentTimeMillis());
      p.executeUpdate();
    }
  }
}
