package io.edgetable.spark;

import org.apache.spark.sql.SparkSession;

/** The tests' one SparkSession: local[2], no UI, few shuffle partitions, on loopback. */
final class Spark {
  private static SparkSession session;

  private Spark() {}

  static synchronized SparkSession session() {
    if (session == null) {
      session =
          SparkSession.builder()
              .appName("edgetable-spark-tests")
              .master("local[2]")
              .config("spark.ui.enabled", "false")
              .config("spark.sql.shuffle.partitions", "3")
              .config("spark.driver.host", "127.0.0.1")
              .config("spark.driver.bindAddress", "127.0.0.1")
              .getOrCreate();
      Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
    }
    return session;
  }
}
