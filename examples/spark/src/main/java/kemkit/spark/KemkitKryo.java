package kemkit.spark;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.JavaSerializer;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.tournament.TournamentAggregate;
import org.apache.spark.serializer.KryoRegistrator;

/**
 * Lets Spark's Kryo serializer carry the job's values: the tasks and the aggregates go through
 * Java serialization inside Kryo. Kryo's field serializer cannot make them: records on Java 17
 * refuse reflective writes to their final fields, and Guava's immutable collections have no
 * constructor Kryo can call. The job adds this registrator to {@code spark.kryo.registrator}
 * itself, so {@code --conf spark.serializer=org.apache.spark.serializer.KryoSerializer} just works;
 * Java serialization costs nothing here, a task ships a few kilobytes.
 */
public final class KemkitKryo implements KryoRegistrator {

  /** Creates the registrator; Spark calls it on every JVM that makes a Kryo. */
  public KemkitKryo() {}

  @Override
  public void registerClasses(Kryo kryo) {
    JavaSerializer java = new JavaSerializer();
    kryo.register(StudyJob.Task.class, java);
    kryo.register(Aggregate.class, java);
    kryo.register(TournamentAggregate.class, java);
  }
}
