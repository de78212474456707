package io.edgetable.schema;

import io.edgetable.Projection;
import io.edgetable.exception.EdgeTableException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * The table that a set of generated record kinds needs: {@code PK}/{@code SK} strings, one GSI per
 * inverse index ({@code XPK}/{@code XSK}, or for an ordered inverse the multi-attribute sort key
 * {@code inverseSortBy}, {@code XSK}) with its projection, on-demand billing, and time to live on
 * the schemas' TTL attribute.
 *
 * <pre>{@code
 * TableDefinition.of(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA)
 *     .createIfMissing(client, "school");
 * }</pre>
 *
 * <p>The same definition is written for other tools: {@link #toCloudFormation} (an {@code
 * AWS::DynamoDB::Table} resource) and {@link #toNoSqlWorkbench} (a NoSQL Workbench data model).
 */
public final class TableDefinition {
  private static final Duration ACTIVE_TIMEOUT = Duration.ofMinutes(10);

  /**
   * One inverse index and the first record that declared it (for error messages); {@code sortBy}
   * the attribute its sort key starts with, and {@code sortType} that attribute's type.
   */
  record IndexDefinition(
      String name,
      Projection projection,
      Set<String> include,
      String declaredBy,
      Optional<String> sortBy,
      Optional<ScalarAttributeType> sortType) {
    String describe() {
      return projection == Projection.INCLUDE ? "INCLUDE " + include : projection.name();
    }

    /** The index's key: {@code XPK} (HASH), then [{@code sortBy}], {@code XSK} (RANGE). */
    List<KeySchemaElement> keySchema() {
      List<KeySchemaElement> keys = new ArrayList<>();
      keys.add(key(name + "PK", KeyType.HASH));
      sortBy.ifPresent(attribute -> keys.add(key(attribute, KeyType.RANGE)));
      keys.add(key(name + "SK", KeyType.RANGE));
      return keys;
    }

    String describeSort() {
      return sortBy
          .map(a -> "sorted by " + a + " (" + sortType.orElseThrow() + ")")
          .orElse("sorted by " + name + "SK only");
    }
  }

  /** The TTL attribute and the first record that declared it. */
  record TtlDefinition(String attribute, String declaredBy) {}

  private final List<EdgeSchema> schemas;
  private final Map<String, IndexDefinition> indexes;
  private final Optional<TtlDefinition> ttl;

  private TableDefinition(
      List<EdgeSchema> schemas, Map<String, IndexDefinition> indexes, Optional<TtlDefinition> ttl) {
    this.schemas = schemas;
    this.indexes = indexes;
    this.ttl = ttl;
  }

  /**
   * The table for {@code schemas}. Several records may share an inverse index (an overloaded GSI)
   * only with the same projection and include list, and a table has at most one TTL attribute;
   * otherwise {@link IllegalArgumentException} naming both records.
   */
  public static TableDefinition of(EdgeSchema... schemas) {
    Set<EdgeSchema> distinct = new LinkedHashSet<>();
    Map<String, IndexDefinition> indexes = new TreeMap<>();
    TtlDefinition ttl = null;
    for (EdgeSchema schema : schemas) {
      Objects.requireNonNull(schema, "schema");
      distinct.add(schema);
      if (schema.ttlAttribute().isPresent()) {
        TtlDefinition wanted = new TtlDefinition(schema.ttlAttribute().get(), schema.recordName());
        if (ttl != null && !ttl.attribute().equals(wanted.attribute())) {
          throw new IllegalArgumentException(
              "Records "
                  + ttl.declaredBy()
                  + " and "
                  + wanted.declaredBy()
                  + " name different time to"
                  + " live attributes ("
                  + ttl.attribute()
                  + " vs "
                  + wanted.attribute()
                  + "), but a"
                  + " table has one; give them the same @Ttl component name, or different tables");
        }
        ttl = ttl == null ? wanted : ttl;
      }
      if (schema.inverseIndex().isEmpty()) {
        continue;
      }
      IndexDefinition wanted =
          new IndexDefinition(
              schema.inverseIndex().get(),
              schema.projection(),
              new TreeSet<>(schema.include()),
              schema.recordName(),
              schema.inverseSortBy(),
              schema.inverseSortType().map(t -> ScalarAttributeType.fromValue(t.toString())));
      IndexDefinition existing = indexes.putIfAbsent(wanted.name(), wanted);
      if (existing != null
          && (!existing.sortBy().equals(wanted.sortBy())
              || !existing.sortType().equals(wanted.sortType()))) {
        throw new IllegalArgumentException(
            "Records "
                + existing.declaredBy()
                + " and "
                + wanted.declaredBy()
                + " share inverse"
                + " index "
                + wanted.name()
                + " with different sort keys ("
                + existing.describeSort()
                + " vs "
                + wanted.describeSort()
                + "); give them the"
                + " same inverseSortBy (of one type), or different inverse indexes");
      }
      if (existing != null
          && (existing.projection() != wanted.projection()
              || !existing.include().equals(wanted.include()))) {
        throw new IllegalArgumentException(
            "Records "
                + existing.declaredBy()
                + " and "
                + wanted.declaredBy()
                + " share inverse index "
                + wanted.name()
                + " with different projections ("
                + existing.describe()
                + " vs "
                + wanted.describe()
                + "); give them the same inverseProjection and include, or"
                + " different inverse indexes");
      }
    }
    return new TableDefinition(List.copyOf(distinct), indexes, Optional.ofNullable(ttl));
  }

  /** The attribute DynamoDB's time to live reads, when a schema names one. */
  public Optional<String> ttlAttribute() {
    return ttl.map(TtlDefinition::attribute);
  }

  /** CreateTable for {@code tableName}: keys, one GSI per inverse index, PAY_PER_REQUEST. */
  public CreateTableRequest createTableRequest(String tableName) {
    checkTableName(tableName);
    Map<String, AttributeDefinition> attributes = new LinkedHashMap<>();
    define(attributes, stringAttribute("PK"));
    define(attributes, stringAttribute("SK"));
    List<GlobalSecondaryIndex> gsis = new ArrayList<>();
    for (IndexDefinition index : indexes.values()) {
      define(attributes, stringAttribute(index.name() + "PK"));
      if (index.sortBy().isPresent()) {
        define(
            attributes,
            AttributeDefinition.builder()
                .attributeName(index.sortBy().get())
                .attributeType(index.sortType().orElseThrow())
                .build());
      }
      define(attributes, stringAttribute(index.name() + "SK"));
      software.amazon.awssdk.services.dynamodb.model.Projection.Builder projection =
          software.amazon.awssdk.services.dynamodb.model.Projection.builder()
              .projectionType(ProjectionType.fromValue(index.projection().name()));
      if (index.projection() == Projection.INCLUDE) {
        projection.nonKeyAttributes(index.include());
      }
      gsis.add(
          GlobalSecondaryIndex.builder()
              .indexName(index.name())
              .keySchema(index.keySchema())
              .projection(projection.build())
              .build());
    }
    CreateTableRequest.Builder request =
        CreateTableRequest.builder()
            .tableName(tableName)
            .attributeDefinitions(attributes.values())
            .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
            .billingMode(BillingMode.PAY_PER_REQUEST);
    if (!gsis.isEmpty()) {
      request.globalSecondaryIndexes(gsis);
    }
    return request.build();
  }

  /**
   * Creates the table unless it exists (a concurrent creator is fine), waits until it and its
   * indexes are ACTIVE, and turns time to live on for the TTL attribute (UpdateTimeToLive). An
   * existing table is checked against the schemas first: its key schema, key attribute types,
   * indexes (keys, projection, include list) and time to live. Every difference is listed in one
   * {@link IllegalStateException}, and nothing is changed.
   */
  public void createIfMissing(DynamoDbClient client, String tableName) {
    CreateTableRequest request = createTableRequest(tableName);
    boolean created = false;
    try {
      client.describeTable(b -> b.tableName(tableName));
    } catch (ResourceNotFoundException missing) {
      try {
        client.createTable(request);
        created = true;
      } catch (ResourceInUseException createdMeanwhile) {
        // Another process created it first; wait for it like for our own, then check it.
      }
    }
    TableDescription table = awaitActive(client, tableName);
    Optional<TimeToLiveDescription> timeToLive =
        ttl.isPresent()
            ? Optional.of(
                client.describeTimeToLive(b -> b.tableName(tableName)).timeToLiveDescription())
            : Optional.empty();
    if (!created) {
      List<String> differences = new TableFit(request, indexes, ttl).differences(table, timeToLive);
      if (!differences.isEmpty()) {
        throw new IllegalStateException(TableFit.message(tableName, differences));
      }
    }
    if (ttl.isPresent() && !TableFit.ttlOn(timeToLive.get(), ttl.get().attribute())) {
      client.updateTimeToLive(
          b ->
              b.tableName(tableName)
                  .timeToLiveSpecification(
                      t -> t.attributeName(ttl.get().attribute()).enabled(true)));
    }
  }

  /**
   * How {@code table}, as DescribeTable describes it, differs from what the schemas need: its key
   * schema, key attribute types and each needed index (keys, projection, include list), one
   * sentence each naming what it has and what is needed; empty when it fits. Time to live is not
   * compared ({@link #createIfMissing} turns it on). Sends nothing.
   */
  public List<String> differences(TableDescription table) {
    return new TableFit(createTableRequest(table.tableName()), indexes, Optional.empty())
        .differences(table, Optional.empty());
  }

  /**
   * The JSON of an {@code AWS::DynamoDB::Table} resource named {@code tableName}, for a
   * CloudFormation template (or CDK's {@code CfnInclude}): the attribute definitions, key schema
   * and global secondary indexes of {@link #createTableRequest}, {@code PAY_PER_REQUEST}, and a
   * {@code TimeToLiveSpecification} when a schema names a TTL attribute.
   */
  public String toCloudFormation(String tableName) {
    return Json.write(CloudFormationExport.resource(createTableRequest(tableName), ttlAttribute()));
  }

  /**
   * The JSON of a NoSQL Workbench data model (import it in the Data modeler): one table named
   * {@code tableName} with its keys, GSIs and attributes, one facet per record kind (named like the
   * generated classes: {@code Outer_Inner} for a nested record) whose key aliases are the key
   * patterns, e.g. {@code STU#{studentId}}, and one sample row per kind whose keys are the
   * patterns, so that the GSI views show them too.
   *
   * @throws IllegalArgumentException when two kinds store one attribute name with different types
   *     (a Workbench model has one type per attribute)
   */
  public String toNoSqlWorkbench(String tableName) {
    return Json.write(WorkbenchExport.model(createTableRequest(tableName), schemas));
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
        throw new IllegalStateException(
            "Table " + tableName + " is being deleted; create it again once it is gone");
      }
      if (System.nanoTime() > deadline) {
        throw new EdgeTableException(
            "Table " + tableName + " did not become ACTIVE within " + ACTIVE_TIMEOUT);
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

  private static void checkTableName(String tableName) {
    if (tableName == null || tableName.isEmpty()) {
      throw new IllegalArgumentException("tableName must not be null or empty");
    }
  }

  /** Adds {@code definition}, once per name; one name keying two indexes has one type. */
  private static void define(
      Map<String, AttributeDefinition> attributes, AttributeDefinition definition) {
    AttributeDefinition earlier = attributes.putIfAbsent(definition.attributeName(), definition);
    if (earlier != null && earlier.attributeType() != definition.attributeType()) {
      throw new IllegalArgumentException(
          "Attribute "
              + definition.attributeName()
              + " keys indexes"
              + " as "
              + earlier.attributeType()
              + " and as "
              + definition.attributeType()
              + "; a table has one type per key attribute: rename one of the components");
    }
  }

  private static AttributeDefinition stringAttribute(String name) {
    return AttributeDefinition.builder()
        .attributeName(name)
        .attributeType(ScalarAttributeType.S)
        .build();
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }
}
