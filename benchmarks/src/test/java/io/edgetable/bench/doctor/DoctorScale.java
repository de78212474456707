package io.edgetable.bench.doctor;

import io.edgetable.doctor.DoctorListener;
import io.edgetable.doctor.DoctorOptions;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.internal.FollowGraph;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.MotoServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The integrity doctor at scale. Speed: a table of {@code 100,000} items on moto (20,000 users,
 * 80,000 follows on an inverse index of 8 shards, counters exact), checked with a parallel Scan
 * of 4 segments: items a second and Scan requests. Memory: exports of 10,000 and 100,000 users,
 * with 4 and then 16 follows each, checked from disk: the heap the check holds once every item
 * is read (after a full garbage collection, less the heap before it), so it shows how memory
 * grows with nodes and that it does not grow with edges. Every check must find nothing.
 *
 * <pre>
 * java -cp ... io.edgetable.bench.doctor.DoctorScale [memory | speed | all] [items]
 * </pre>
 */
public final class DoctorScale {
  static final EdgeSchema USER = FollowGraph.USER;
  static final EdgeSchema FOLLOW = FollowGraph.FOLLOW;

  private DoctorScale() {}

  public static void main(String[] args) throws Exception {
    String what = args.length > 0 ? args[0] : "all";
    int items = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
    PrintStream out = System.out;
    if (!what.equals("speed")) {
      memory(new PrintStream(OutputStream.nullOutputStream()), 10_000, 4); // warm-up
      memory(out, 10_000, 4);
      memory(out, 10_000, 16);
      memory(out, 100_000, 4);
      memory(out, 100_000, 16);
    }
    if (what.equals("memory")) {
      return;
    }
    try (MotoServer moto = MotoServer.start();
        DynamoDbClient client =
            DynamoDbClient.builder()
                .endpointOverride(moto.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(
                    StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "x")))
                // moto reads its whole table for each Scan page: give a page minutes
                .httpClientBuilder(
                    Apache5HttpClient.builder().socketTimeout(Duration.ofMinutes(15)))
                .build()) {
      speed(out, client, items);
    }
  }

  /** The items of {@code users} users, each following the next {@code perUser}. */
  static void items(int users, int perUser, Consumer<Map<String, AttributeValue>> sink) {
    for (int u = 0; u < users; u++) {
      String id = handle(u);
      sink.accept(FollowGraph.user(id, "User " + u, perUser, perUser));
      for (int f = 1; f <= perUser; f++) {
        String other = handle((u + f) % users);
        sink.accept(FollowGraph.follow(id, other, KeyCodec.shard(id, FollowGraph.SHARDS)));
      }
    }
  }

  private static String handle(int u) {
    return "user" + u;
  }

  static void memory(PrintStream out, int users, int perUser) throws IOException {
    Path dir = Files.createTempDirectory("doctor-export");
    Path data = Files.createDirectories(dir.resolve("data"));
    long[] count = {0};
    try (Writer writer =
        new OutputStreamWriter(
            new GZIPOutputStream(Files.newOutputStream(data.resolve("part0.json.gz"))),
            StandardCharsets.UTF_8)) {
      items(users, perUser, item -> {
        count[0]++;
        try {
          writer.write(line(item));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    long before = usedAfterGc(memory);
    long[] held = {0};
    long start = System.nanoTime();
    IntegrityReport report =
        EdgeDoctor.of(client(), "export", USER, FOLLOW)
            .with(DoctorOptions.defaults().withListener(new DoctorListener() {
              @Override
              public void progress(long itemsRead, long findings) {
                if (itemsRead == count[0]) { // every item read, the groups not yet finished
                  held[0] = Math.max(held[0], usedAfterGc(memory) - before);
                }
              }
            }))
            .checkExport(dir);
    double seconds = (System.nanoTime() - start) / 1e9;
    if (!report.isClean()) {
      throw new IllegalStateException("the export should check clean: " + report);
    }
    out.printf(Locale.ROOT,
        "memory users=%d follows/user=%d items=%d heldMB=%.1f bytesPerUser=%d itemsPerSec=%.0f%n",
        users, perUser, count[0], held[0] / 1048576.0, held[0] / users,
        count[0] / seconds);
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }

  private static DynamoDbClient client() {
    return DynamoDbClient.builder()
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "x")))
        .build();
  }

  private static long usedAfterGc(MemoryMXBean memory) {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return memory.getHeapMemoryUsage().getUsed();
  }

  private static String line(Map<String, AttributeValue> item) {
    StringBuilder text = new StringBuilder("{\"Item\":{");
    boolean first = true;
    for (Map.Entry<String, AttributeValue> entry : item.entrySet()) {
      if (!first) {
        text.append(',');
      }
      first = false;
      AttributeValue value = entry.getValue();
      String type = value.s() != null ? "S" : "N";
      text.append('"').append(entry.getKey()).append("\":{\"").append(type).append("\":\"")
          .append(value.s() != null ? value.s() : value.n()).append("\"}");
    }
    return text.append("}}\n").toString();
  }

  static void speed(PrintStream out, DynamoDbClient client, int items) {
    String table = "doctor-scale";
    TableDefinition.of(USER, FOLLOW).createIfMissing(client, table);
    int perUser = 4;
    int users = items / (perUser + 1);
    List<WriteRequest> batch = new ArrayList<>();
    long loadStart = System.nanoTime();
    items(users, perUser, item -> {
      batch.add(
          WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
      if (batch.size() == 25) {
        write(client, table, batch);
      }
    });
    write(client, table, batch);
    out.printf(Locale.ROOT, "loaded %d items in %.0f s%n", items,
        (System.nanoTime() - loadStart) / 1e9);
    for (int segments : items > 50_000 ? new int[] {4} : new int[] {1, 4}) {
      long start = System.nanoTime();
      IntegrityReport report =
          EdgeDoctor.of(client, table, USER, FOLLOW)
              .with(DoctorOptions.defaults().withSegments(segments))
              .check();
      double seconds = (System.nanoTime() - start) / 1e9;
      if (!report.isClean()) {
        throw new IllegalStateException("the table should check clean: " + report);
      }
      out.printf(Locale.ROOT,
          "speed items=%d segments=%d seconds=%.1f itemsPerSec=%.0f scanRequests=%d%n",
          report.itemsRead(), segments, seconds, report.itemsRead() / seconds,
          report.requests());
    }
  }

  private static void write(DynamoDbClient client, String table, List<WriteRequest> batch) {
    Map<String, List<WriteRequest>> pending = Map.of(table, new ArrayList<>(batch));
    batch.clear();
    while (!pending.isEmpty() && !pending.getOrDefault(table, List.of()).isEmpty()) {
      Map<String, List<WriteRequest>> request = pending;
      BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(request));
      pending = response.unprocessedItems();
    }
  }
}
