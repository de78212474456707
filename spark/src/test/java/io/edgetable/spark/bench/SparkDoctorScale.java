package io.edgetable.spark.bench;

import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.internal.DynamoDbExport;
import io.edgetable.internal.FollowGraph;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.spark.SparkDoctor;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The doctor on Spark against the doctor on one machine, on the same export files: exports of
 * 100,000 and 1,000,000 items (users following 4 others on an index of 8 shards, with one edge in
 * a thousand on a wrong index shard and one user in a thousand with a counter off by one), checked
 * by {@code EdgeDoctor.checkExport} and by {@code SparkDoctor.check} on {@code local[2]}. Both
 * must report the same findings. Prints items a second, and from runs of their own the live heap
 * (the peak of the heap in use right after a full collection forced every second, less the heap
 * in use before the run; in {@code local[2]} the executors share the driver's JVM, so Spark's
 * figure is driver and executors together), and Spark's shuffle bytes and the largest execution
 * memory of a task.
 *
 * <pre>
 * java -Xmx4g [--add-opens of spark/pom.xml] -cp ... io.edgetable.spark.bench.SparkDoctorScale
 *     [items,items...] [files]
 * </pre>
 */
public final class SparkDoctorScale {
  static final EdgeSchema USER = FollowGraph.USER;
  static final EdgeSchema FOLLOW = FollowGraph.FOLLOW;

  private static final int PER_USER = 4;

  private SparkDoctorScale() {}

  public static void main(String[] args) throws Exception {
    List<Integer> sizes = new ArrayList<>();
    for (String size : (args.length > 0 ? args[0] : "100000,1000000").split(",")) {
      sizes.add(Integer.parseInt(size.trim()));
    }
    int files = args.length > 1 ? Integer.parseInt(args[1]) : 8;
    PrintStream out = System.out;
    SparkSession spark =
        SparkSession.builder()
            .appName("edgetable-sparkdoctor-bench")
            .master("local[2]")
            .config("spark.ui.enabled", "false")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .getOrCreate();
    spark.sparkContext().setLogLevel("WARN");
    TaskTotals tasks = new TaskTotals();
    spark.sparkContext().addSparkListener(tasks);
    LiveHeap heap = new LiveHeap();
    try (DynamoDbClient unused = client()) {
      // warm-up: both paths once on a small export, not reported
      run(spark, unused, tasks, heap, 20_000, files, new PrintStream(PrintStream.nullOutputStream()));
      for (int items : sizes) {
        run(spark, unused, tasks, heap, items, files, out);
      }
    } finally {
      spark.stop();
    }
  }

  private static void run(
      SparkSession spark, DynamoDbClient client, TaskTotals tasks, LiveHeap heap, int items,
      int files, PrintStream out) throws Exception {
    Path root = Files.createTempDirectory("sparkdoctor-export");
    try {
      int users = items / (PER_USER + 1);
      Path export = DynamoDbExport.write(items(users), root, files);
      long bytes;
      try (Stream<Path> walk = Files.walk(export)) {
        bytes = walk.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
      }

      long start = System.nanoTime();
      IntegrityReport single = EdgeDoctor.of(client, "export", USER, FOLLOW).checkExport(export);
      double singleSeconds = (System.nanoTime() - start) / 1e9;

      Thread.sleep(2000); // the task ends of earlier jobs delivered
      tasks.reset();
      start = System.nanoTime();
      Dataset<Row> findings = SparkDoctor.check(spark, export.toUri().toString(), USER, FOLLOW);
      double sparkSeconds = (System.nanoTime() - start) / 1e9;
      List<Finding> spread = SparkDoctor.collect(findings);
      findings.unpersist();
      Thread.sleep(2000); // the listener bus delivers task ends asynchronously
      long shuffleBytes = tasks.shuffleBytes.get();
      long peakExecution = tasks.peakExecution.get();
      if (!spread.equals(single.findings())) {
        throw new IllegalStateException(
            "the findings differ: " + single.findings().size() + " on one machine, "
                + spread.size() + " on Spark");
      }

      // memory, in runs of their own
      heap.start();
      IntegrityReport again = EdgeDoctor.of(client, "export", USER, FOLLOW).checkExport(export);
      long singleHeap = heap.stop();
      heap.start();
      Dataset<Row> checked = SparkDoctor.check(spark, export.toUri().toString(), USER, FOLLOW);
      long sparkHeap = heap.stop();
      checked.unpersist();
      if (again.findings().size() != spread.size()) {
        throw new IllegalStateException("a second check found otherwise");
      }
      long itemsRead = single.itemsRead();
      out.printf(Locale.ROOT,
          "sparkdoctor items=%d users=%d exportMB=%.1f findings=%d%n",
          itemsRead, users, bytes / 1048576.0, spread.size());
      out.printf(Locale.ROOT,
          "  EdgeDoctor.checkExport  seconds=%.1f itemsPerSec=%.0f liveHeapMB=%.0f%n",
          singleSeconds, itemsRead / singleSeconds, singleHeap / 1048576.0);
      out.printf(Locale.ROOT,
          "  SparkDoctor.check       seconds=%.1f itemsPerSec=%.0f liveHeapMB=%.0f"
              + " shuffleWriteMB=%.1f shuffleBytesPerItem=%.0f peakTaskExecutionMB=%.1f%n",
          sparkSeconds, itemsRead / sparkSeconds, sparkHeap / 1048576.0,
          shuffleBytes / 1048576.0, (double) shuffleBytes / itemsRead,
          peakExecution / 1048576.0);
    } finally {
      try (Stream<Path> walk = Files.walk(root)) {
        walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  /** The items of {@code users} users, each following the next 4, damaged one in a thousand. */
  static Iterable<Map<String, AttributeValue>> items(int users) {
    return () -> new Iterator<>() {
      int user = 0;
      int follow = 0; // 0: the node item, 1..4: its follows

      @Override
      public boolean hasNext() {
        return user < users;
      }

      @Override
      public Map<String, AttributeValue> next() {
        Map<String, AttributeValue> item = follow == 0 ? node(user, users) : edge(user, follow);
        if (++follow > PER_USER) {
          follow = 0;
          user++;
        }
        return item;
      }

      private Map<String, AttributeValue> edge(int u, int f) {
        String id = "user" + u;
        String other = "user" + ((u + f) % users);
        int shard = KeyCodec.shard(id, FollowGraph.SHARDS);
        if (u % 1000 == 7 && f == 1) {
          shard = (shard + 1) % FollowGraph.SHARDS; // an IndexKeyMismatch
        }
        return FollowGraph.follow(id, other, shard);
      }
    };
  }

  private static Map<String, AttributeValue> node(int u, int users) {
    String id = "user" + u;
    int followers = u % 1000 == 3 ? PER_USER + 1 : PER_USER; // a CounterDrift
    return FollowGraph.user(id, "User " + u + " of " + users, followers, PER_USER);
  }

  private static DynamoDbClient client() {
    // never sends: checkExport reads files
    return DynamoDbClient.builder()
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "x")))
        .build();
  }

  /**
   * The live heap during a run: a thread forces a full collection every second and reads the heap
   * in use right after it; the peak less the heap in use after the collection at {@link #start}
   * (the Spark session, the JVM). Forced collections slow a run, so memory is measured in runs of
   * its own, apart from the timed ones.
   */
  static final class LiveHeap {
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final AtomicLong peak = new AtomicLong();
    private volatile boolean running;
    private long baseline;
    private Thread sampler;

    void start() {
      System.gc();
      baseline = memory.getHeapMemoryUsage().getUsed();
      peak.set(baseline);
      running = true;
      sampler = new Thread(() -> {
        while (running) {
          try {
            Thread.sleep(1000);
          } catch (InterruptedException e) {
            return;
          }
          System.gc();
          peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
        }
      }, "live-heap");
      sampler.setDaemon(true);
      sampler.start();
    }

    /** The peak over the baseline; the last sample is taken before what the run returned goes. */
    long stop() throws InterruptedException {
      System.gc();
      peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
      running = false;
      sampler.interrupt();
      sampler.join();
      return Math.max(0, peak.get() - baseline);
    }
  }

  /** Shuffle bytes written and the largest execution memory of one task, since reset. */
  static final class TaskTotals extends SparkListener {
    final AtomicLong shuffleBytes = new AtomicLong();
    final AtomicLong peakExecution = new AtomicLong();

    void reset() {
      shuffleBytes.set(0);
      peakExecution.set(0);
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
      if (end.taskMetrics() != null) {
        shuffleBytes.addAndGet(end.taskMetrics().shuffleWriteMetrics().bytesWritten());
        peakExecution.accumulateAndGet(end.taskMetrics().peakExecutionMemory(), Math::max);
      }
    }
  }
}
