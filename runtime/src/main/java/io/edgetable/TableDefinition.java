package io.edgetable;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * The table that a set of generated record kinds needs: {@code PK}/{@code SK} strings, one GSI
 * per inverse index ({@code XPK}/{@code XSK}) with its projection, on-demand billing.
 *
 * <pre>{@code
 * TableDefinition.of(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA)
 *     .createIfMissing(client, "school");
 * }</pre>
 */
public final class TableDefinition {
  private static final Duration ACTIVE_TIMEOUT = Duration.ofMinutes(10);

  /** One inverse index and the first record that declared it (for error messages). */
  private record IndexDefinition(String name, Projection projection, Set<String> include, String declaredBy) {}

  private final Map<String, IndexDefinition> indexes;

  private TableDefinition(Map<String, IndexDefinition> indexes) {
    this.indexes = indexes;
  }

  /**
   * The table for {@code schemas}. Several records may share an inverse index (an overloaded
   * GSI) only with the same projection and include list, else {@link IllegalArgumentException}
   * naming both records.
   */
  public static TableDefinition of(EdgeSchema... schemas) {
    Map<String, IndexDefinition> indexes = new TreeMap<>();
    for (EdgeSchema schema : schemas) {
      Objects.requireNonNull(schema, "schema");
      if (schema.inverseIndex().isEmpty()) {
        continue;
      }
      IndexDefinition wanted = new IndexDefinition(
          schema.inverseIndex().get(), schema.projection(), new TreeSet<>(schema.include()), schema.recordName());
      IndexDefinition existing = indexes.putIfAbsent(wanted.name(), wanted);
      if (existing != null
          && (existing.projection() != wanted.projection() || !existing.include().equals(wanted.include()))) {
        throw new IllegalArgumentException(
            "Records " + existing.declaredBy() + " and " + wanted.declaredBy() + " share inverse index "
                + wanted.name() + " with different projections (" + describe(existing) + " vs "
                + describe(wanted) + "); give them the same inverseProjection and include, or"
                + " different inverse indexes");
      }
    }
    return new TableDefinition(indexes);
  }

  private static String describe(IndexDefinition index) {
    return index.projection() == Projection.INCLUDE ? "INCLUDE " + index.include() : index.projection().name();
  }

  /** CreateTable for {@code tableName}: keys, one GSI per inverse index, PAY_PER_REQUEST. */
  public CreateTableRequest createTableRequest(String tableName) {
    if (tableName == null || tableName.isEmpty()) {
      throw new IllegalArgumentException("tableName must not be null or empty");
    }
    List<AttributeDefinition> attributes = new ArrayList<>();
    attributes.add(stringAttribute("PK"));
    attributes.add(stringAttribute("SK"));
    List<GlobalSecondaryIndex> gsis = new ArrayList<>();
    for (IndexDefinition index : indexes.values()) {
      attributes.add(stringAttribute(index.name() + "PK"));
      attributes.add(stringAttribute(index.name() + "SK"));
      software.amazon.awssdk.services.dynamodb.model.Projection.Builder projection =
          software.amazon.awssdk.services.dynamodb.model.Projection.builder()
              .projectionType(ProjectionType.fromValue(index.projection().name()));
      if (index.projection() == Projection.INCLUDE) {
        projection.nonKeyAttributes(index.include());
      }
      gsis.add(GlobalSecondaryIndex.builder()
          .indexName(index.name())
          .keySchema(key(index.name() + "PK", KeyType.HASH), key(index.name() + "SK", KeyType.RANGE))
          .projection(projection.build())
          .build());
    }
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .tableName(tableName)
        .attributeDefinitions(attributes)
        .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
        .billingMode(BillingMode.PAY_PER_REQUEST);
    if (!gsis.isEmpty()) {
      request.globalSecondaryIndexes(gsis);
    }
    return request.build();
  }

  /**
   * Creates the table unless it exists (a concurrent creator is fine), then waits until it and
   * its indexes are ACTIVE. An existing table that lacks one of the indexes throws
   * {@link IllegalStateException} naming it.
   */
  public void createIfMissing(DynamoDbClient client, String tableName) {
    CreateTableRequest request = createTableRequest(tableName);
    try {
      client.describeTable(b -> b.tableName(tableName));
    } catch (ResourceNotFoundException missing) {
      try {
        client.createTable(request);
      } catch (ResourceInUseException createdMeanwhile) {
        // Another process created it first; wait for it like for our own.
      }
    }
    TableDescription table = awaitActive(client, tableName);
    Set<String> present = new TreeSet<>();
    table.globalSecondaryIndexes().forEach(gsi -> present.add(gsi.indexName()));
    for (String index : indexes.keySet()) {
      if (!present.contains(index)) {
        throw new IllegalStateException(
            "Table " + tableName + " exists without global secondary index " + index
                + "; add it (UpdateTable, keys " + index + "PK/" + index + "SK) or use another table");
      }
    }
  }

  private static TableDescription awaitActive(DynamoDbClient client, String tableName) {
    long deadline = System.nanoTime() + ACTIVE_TIMEOUT.toNanos();
    long pause = 50;
    while (true) {
      TableDescription table = client.describeTable(b -> b.tableName(tableName)).table();
      if (table.tableStatus() == TableStatus.ACTIVE
          && table.globalSecondaryIndexes().stream()
              .map(GlobalSecondaryIndexDescription::indexStatus)
              .allMatch(s -> s == null || s == IndexStatus.ACTIVE)) {
        return table;
      }
      if (table.tableStatus() == TableStatus.DELETING) {
        throw new IllegalStateException("Table " + tableName + " is being deleted; create it again once it is gone");
      }
      if (System.nanoTime() > deadline) {
        throw new EdgeTableException("Table " + tableName + " did not become ACTIVE within " + ACTIVE_TIMEOUT);
      }
      sleep(pause);
      pause = Math.min(pause * 2, 2_000);
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EdgeTableException("Interrupted while waiting for a table to become ACTIVE", e);
    }
  }

  private static AttributeDefinition stringAttribute(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }
}
