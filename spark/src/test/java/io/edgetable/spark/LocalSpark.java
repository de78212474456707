package io.edgetable.spark;

import org.apache.spark.sql.SparkSession;

/**
 * One local[2] Spark session for the test classes of this JVM: starting Spark takes seconds, so
 * classes share it and the last to finish stops it.
 */
final class LocalSpark {
  private static SparkSession session;
  private static int users;

  private LocalSpark() {}

  static synchronized SparkSession session() {
    if (session == null) {
      session = SparkSession.builder()
          .master("local[2]")
          .appName("edgetable-spark-tests")
          .config("spark.ui.enabled", "false")
          .config("spark.driver.host", "127.0.0.1")
          .config("spark.sql.shuffle.partitions", "2")
          .getOrCreate();
    }
    users++;
    return session;
  }

  static synchronized void release() {
    if (--users == 0) {
      session.stop();
      session = null;
    }
  }
}
