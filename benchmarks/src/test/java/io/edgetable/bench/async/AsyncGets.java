package io.edgetable.bench.async;

import io.edgetable.bench.Student;
import io.edgetable.bench.StudentAsyncDao;
import io.edgetable.bench.StudentDao;
import io.edgetable.bench.StudentKeys;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.MotoServer;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What 64 concurrent reads cost in threads: {@value #GETS} {@code get}s with {@value #IN_FLIGHT} in
 * flight, through {@code StudentDao} on a {@code DynamoDbClient} called from a pool of {@value
 * #IN_FLIGHT} threads, and through {@code StudentAsyncDao} on a {@code DynamoDbAsyncClient} keeping
 * {@value #IN_FLIGHT} futures outstanding from no thread of its own (each completion starts the
 * next get). Both clients allow {@value #IN_FLIGHT} connections and live for the whole run, against
 * one moto server.
 *
 * <p>For each run: requests per second, and the JVM's live threads, from {@link
 * ThreadMXBean#resetPeakThreadCount()} just before the run to {@link
 * ThreadMXBean#getPeakThreadCount()} after it, with the live count at the reset for comparison. The
 * server (moto, one request at a time) bounds the rate; the threads are the point. Every get must
 * return its student, so a fast wrong path cannot produce a figure. Runs alternate between the two
 * modes after a warm-up of both.
 */
public final class AsyncGets {
  static final int GETS = 2000;
  static final int IN_FLIGHT = 64;
  static final int STUDENTS = 250;
  static final int WARM_UP_GETS = 500;

  /** One measured run. */
  record Run(String mode, int gets, long nanos, int threadsAtStart, int peakThreads) {
    double perSecond() {
      return gets / (nanos / 1e9);
    }

    String line() {
      return String.format(
          Locale.ROOT,
          "asyncGets mode=%s gets=%d inFlight=%d seconds=%.2f perSecond=%.0f threadsAtStart=%d"
              + " peakThreads=%d addedThreads=%d",
          mode,
          gets,
          IN_FLIGHT,
          nanos / 1e9,
          perSecond(),
          threadsAtStart,
          peakThreads,
          peakThreads - threadsAtStart);
    }
  }

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final StudentDao sync;
  private final StudentAsyncDao async;

  private AsyncGets(StudentDao sync, StudentAsyncDao async) {
    this.sync = sync;
    this.async = async;
  }

  public static void main(String[] args) throws Exception {
    int rounds = List.of(args).contains("--quick") ? 1 : 3;
    try (MotoServer moto = MotoServer.start()) {
      run(moto.endpoint(), rounds, System.out);
    }
  }

  /** Loads a table at {@code endpoint}, warms both modes up, then measures {@code rounds} each. */
  public static List<Run> run(URI endpoint, int rounds, PrintStream out) throws Exception {
    List<Run> runs = new ArrayList<>();
    try (DynamoDbClient client =
            DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS)
                .httpClientBuilder(Apache5HttpClient.builder().maxConnections(IN_FLIGHT))
                .build();
        DynamoDbAsyncClient asyncClient =
            DynamoDbAsyncClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS)
                .httpClientBuilder(NettyNioAsyncHttpClient.builder().maxConcurrency(IN_FLIGHT))
                .build()) {
      String table = "async-gets-" + System.nanoTime();
      TableDefinition.of(StudentKeys.SCHEMA).createIfMissing(client, table);
      AsyncGets bench =
          new AsyncGets(new StudentDao(client, table), new StudentAsyncDao(asyncClient, table));
      bench.sync.putAll(IntStream.range(0, STUDENTS).mapToObj(AsyncGets::student).toList());
      bench.viaSync(WARM_UP_GETS);
      bench.viaAsync(WARM_UP_GETS);
      for (int round = 0; round < rounds; round++) {
        for (String mode : List.of("sync", "async")) {
          settle();
          Run run = mode.equals("sync") ? bench.viaSync(GETS) : bench.viaAsync(GETS);
          out.println(run.line());
          runs.add(run);
        }
      }
      out.println("asyncGets liveThreads " + liveThreadsByName());
    }
    return runs;
  }

  /**
   * The JVM's live threads now, by name with numbers folded ({@code
   * aws-java-sdk-NettyEventLoop-#-#=4}): what the runs' common baseline consists of.
   */
  static Map<String, Long> liveThreadsByName() {
    return Thread.getAllStackTraces().keySet().stream()
        .map(t -> t.getName().replaceAll("\\d+", "#"))
        .collect(Collectors.groupingBy(n -> n, TreeMap::new, Collectors.counting()));
  }

  private static final StaticCredentialsProvider CREDENTIALS =
      StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench"));

  static Student student(int i) {
    return new Student(String.format(Locale.ROOT, "s%04d", i), "Student " + i);
  }

  /** {@code gets} sync-DAO gets from a pool of {@value #IN_FLIGHT} threads made for the run. */
  private Run viaSync(int gets) throws InterruptedException, ExecutionException {
    THREADS.resetPeakThreadCount();
    int atStart = THREADS.getThreadCount();
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(IN_FLIGHT, named("sync-get-"));
    List<Future<Optional<Student>>> results = new ArrayList<>(gets);
    for (int i = 0; i < gets; i++) {
      String id = student(i % STUDENTS).studentId();
      results.add(pool.submit(() -> sync.get(id)));
    }
    for (int i = 0; i < gets; i++) {
      check(i, results.get(i).get());
    }
    long nanos = System.nanoTime() - start;
    pool.shutdown();
    if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
      throw new IllegalStateException("the sync pool did not stop");
    }
    return new Run("sync", gets, nanos, atStart, THREADS.getPeakThreadCount());
  }

  /**
   * {@code gets} async-DAO gets, {@value #IN_FLIGHT} outstanding: each completion starts the next
   * get, on whatever thread completed it; this thread only waits for the last.
   */
  private Run viaAsync(int gets) {
    THREADS.resetPeakThreadCount();
    int atStart = THREADS.getThreadCount();
    long start = System.nanoTime();
    CompletableFuture<Void> done = new CompletableFuture<>();
    AtomicInteger next = new AtomicInteger();
    AtomicInteger completed = new AtomicInteger();
    class Launcher {
      void launch() {
        int i = next.getAndIncrement();
        if (i >= gets) {
          return;
        }
        async
            .get(student(i % STUDENTS).studentId())
            .whenComplete(
                (found, failure) -> {
                  try {
                    if (failure != null) {
                      throw new IllegalStateException("get " + i + " failed", failure);
                    }
                    check(i, found);
                  } catch (RuntimeException e) {
                    done.completeExceptionally(e);
                    return;
                  }
                  if (completed.incrementAndGet() == gets) {
                    done.complete(null);
                  } else {
                    launch();
                  }
                });
      }
    }
    Launcher launcher = new Launcher();
    for (int i = 0; i < IN_FLIGHT; i++) {
      launcher.launch();
    }
    done.join();
    long nanos = System.nanoTime() - start;
    return new Run("async", gets, nanos, atStart, THREADS.getPeakThreadCount());
  }

  private static void check(int i, Optional<Student> found) {
    Student expected = student(i % STUDENTS);
    if (!found.equals(Optional.of(expected))) {
      throw new IllegalStateException("get " + i + " returned " + found + ", not " + expected);
    }
  }

  /** Waits until the threads of the previous run have ended (a pool's workers exit after it). */
  private static void settle() throws InterruptedException {
    int before = THREADS.getThreadCount();
    for (int attempt = 0; attempt < 50; attempt++) {
      Thread.sleep(100);
      int now = THREADS.getThreadCount();
      if (now == before && attempt >= 2) {
        return;
      }
      before = now;
    }
  }

  private static ThreadFactory named(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
