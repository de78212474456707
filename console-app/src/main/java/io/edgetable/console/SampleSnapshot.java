package io.edgetable.console;

import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.internal.operation.Batches;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.Transport;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * The sample data as it was stored, to write it again fast: writing it through the DAOs takes
 * hundreds of transactions (one per edge), putting the stored items back takes one BatchWriteItem
 * per 25. {@code ./console} keeps a copy in a file (DynamoDB JSON lines after a fingerprint of the
 * sample's schemas and size), so a warm start puts it back instead of writing it again; the tests
 * put it into each table they need.
 */
public final class SampleSnapshot {
  private final String fingerprint;
  private final List<Map<String, AttributeValue>> items;

  private SampleSnapshot(String fingerprint, List<Map<String, AttributeValue>> items) {
    this.fingerprint = fingerprint;
    this.items = List.copyOf(items);
  }

  /** What identifies the sample data of {@code fans} fans: its schemas, its size, its version. */
  static String fingerprint(int fans) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest((SampleData.VERSION + "\n"
          + fans + "\n" + SampleData.schemas()).getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(hash);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /** Every item of {@code table} (a Scan), taken as the sample data of {@code fans} fans. */
  public static SampleSnapshot of(DynamoDbClient client, String table, int fans) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      ScanResponse page = client.scan(b -> b.tableName(table).exclusiveStartKey(from)
          .consistentRead(true));
      items.addAll(page.items());
      start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()
          ? page.lastEvaluatedKey() : null;
    } while (start != null);
    return new SampleSnapshot(fingerprint(fans), items);
  }

  public int size() {
    return items.size();
  }

  /** The items, as stored. */
  public List<Map<String, AttributeValue>> items() {
    return items;
  }

  /**
   * Creates {@code table} if missing and puts every item back, 25 per BatchWriteItem, unprocessed
   * items sent again as the DAOs' {@code putAll} sends them (bounded rounds with backoff, then
   * {@code BatchWriteException}).
   */
  public void restore(DynamoDbClient client, String table) {
    TableDefinition.of(SampleData.schemas().toArray(EdgeSchema[]::new))
        .createIfMissing(client, table);
    Futures.join(Batches.putAll(
        Transport.of(client), table, items, Function.identity(), RetryPolicy.BATCHES));
  }

  /** Writes the snapshot to {@code file} (whole or not at all: a temporary file moved). */
  public void save(Path file) {
    StringBuilder lines = new StringBuilder(fingerprint).append('\n');
    items.forEach(i -> lines.append(Jsons.write(DynamoJson.item(i))).append('\n'));
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Path partial = file.resolveSibling(file.getFileName() + ".partial");
      Files.writeString(partial, lines, StandardCharsets.UTF_8);
      Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot keep the sample data in " + file, e);
    }
  }

  /** The snapshot in {@code file}, if there is one of the sample data of {@code fans} fans. */
  public static Optional<SampleSnapshot> load(Path file, int fans) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      if (lines.isEmpty() || !lines.get(0).equals(fingerprint(fans))) {
        return Optional.empty();
      }
      List<Map<String, AttributeValue>> items = new ArrayList<>();
      for (String line : lines.subList(1, lines.size())) {
        if (!line.isBlank()) {
          items.add(DynamoJson.toItem(Jsons.parse(line), "sample"));
        }
      }
      return Optional.of(new SampleSnapshot(fingerprint(fans), items));
    } catch (IOException | RuntimeException e) {
      // An unreadable copy is no copy: the data is written again (and the copy replaced).
      return Optional.empty();
    }
  }
}
