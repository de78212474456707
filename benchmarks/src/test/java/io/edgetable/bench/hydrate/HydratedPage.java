package io.edgetable.bench.hydrate;

import io.edgetable.EdgeKey;
import io.edgetable.bench.Attendance;
import io.edgetable.bench.AttendanceDao;
import io.edgetable.bench.AttendanceKeys;
import io.edgetable.bench.CourseKeys;
import io.edgetable.bench.StudentKeys;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.MotoServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A page of 100 whole edges from a {@code KEYS_ONLY} inverse index, against moto started in the
 * setup: {@code inverseHydrated(course).limit(100).page()} (one Query, one BatchGetItem) against
 * the same two requests written by hand, {@code inverse(course).limit(100).page()} then {@code
 * getAll(keys)}. Both must return the 100 records in index order, or the run fails. moto serves one
 * request at a time, so the figure is dominated by the server; it shows what hydration adds on the
 * client (the decoding and the reordering of the BatchGetItem's items), not DynamoDB's latency.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 8, time = 2)
public class HydratedPage {
  static final String COURSE = "math204";
  static final int PAGE = 100;

  private MotoServer moto;
  private DynamoDbClient client;
  private AttendanceDao attendances;

  @Setup(Level.Trial)
  public void start() {
    moto = MotoServer.start();
    client =
        DynamoDbClient.builder()
            .endpointOverride(moto.endpoint())
            .region(Region.US_EAST_1)
            .credentialsProvider(
                StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
            .build();
    String table = "hydrate-" + System.nanoTime();
    TableDefinition.of(StudentKeys.SCHEMA, CourseKeys.SCHEMA, AttendanceKeys.SCHEMA)
        .createIfMissing(client, table);
    attendances = new AttendanceDao(client, table);
    List<Attendance> all = new ArrayList<>();
    for (int i = 0; i < PAGE; i++) {
      all.add(
          new Attendance(String.format(Locale.ROOT, "s%03d", i), COURSE, "grade " + i % 5, i % 7));
    }
    attendances.putAll(all);
    List<Attendance> hydrated = hydrated();
    List<Attendance> byHand = byHand();
    if (!hydrated.equals(all) || !byHand.equals(all)) {
      throw new IllegalStateException(
          "a page must hold the " + PAGE + " attendances in index order: " + hydrated.size()
              + " hydrated, " + byHand.size() + " by hand");
    }
  }

  @TearDown(Level.Trial)
  public void stop() {
    client.close();
    moto.close();
  }

  /** One Query on the index, one BatchGetItem on the table. */
  @Benchmark
  public List<Attendance> hydrated() {
    return attendances.inverseHydrated(COURSE).limit(PAGE).page().items();
  }

  /** The same two requests by hand: the keys' page, then getAll. */
  @Benchmark
  public List<Attendance> byHand() {
    List<EdgeKey<String, String>> keys = attendances.inverse(COURSE).limit(PAGE).page().items();
    return attendances.getAll(keys);
  }
}
