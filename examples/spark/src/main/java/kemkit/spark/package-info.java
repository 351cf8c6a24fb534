/**
 * Balance studies on Apache Spark: {@link kemkit.spark.StudyJob}, the study engine of {@code
 * kemkit-study} partitioned by seed ranges. See {@code docs/studies.md} for the spark-submit
 * command lines.
 */
package kemkit.spark;
