package io.edgetable.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.edgetable.Projection;
import io.edgetable.internal.TableNames;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * createIfMissing on a table that already exists: it is checked against the schemas, every
 * difference is listed in one exception, and time to live is turned on. The mismatching tables are
 * made with the plain SDK, as another tool or an older version would have made them.
 */
class ExistingTableTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final EdgeSchema STUDENT = EdgeSchema.node("Student");
  private static final EdgeSchema ENROLLMENT =
      EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1);
  private static final EdgeSchema REVIEW =
      EdgeSchema.edge("Review", "GSI2", Projection.INCLUDE, List.of("stars", "grade"), 1);
  private static final EdgeSchema LIKE =
      EdgeSchema.edge("Like", "GSI3", Projection.KEYS_ONLY, List.of(), 1);
  private static final EdgeSchema SESSION =
      EdgeSchema.node("Session").withAttribute("expiresAt", Type.N).withTtl("expiresAt");

  /** Counts requests by operation name. */
  static final class Operations implements ExecutionInterceptor {
    final Map<String, Integer> sent = new ConcurrentHashMap<>();

    @Override
    public void beforeTransmission(
        Context.BeforeTransmission context, ExecutionAttributes attributes) {
      sent.merge(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME), 1, Integer::sum);
    }
  }

  @Test
  void aKeysOnlyIndexWhereTheSchemasNeedAllIsReported() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("keys-only");
    client.createTable(
        b ->
            b.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                    string("PK"), string("SK"), string("GSI1PK"), string("GSI1SK"))
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .globalSecondaryIndexes(index("GSI1", ProjectionType.KEYS_ONLY)));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> TableDefinition.of(STUDENT, ENROLLMENT).createIfMissing(client, table));
    assertEquals(
        "Table "
            + table
            + " exists but does not fit the schemas (1 difference); change the table or"
            + " use another one:\n  - index GSI1 projects KEYS_ONLY; Enrollment needs ALL",
        e.getMessage());
  }

  @Test
  void everyDifferenceIsListedInOneException() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("misfit");
    client.createTable(
        b ->
            b.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                    number("PK"),
                    string("SK"),
                    string("GSI1PK"),
                    number("GSI1SK"),
                    string("GSI2PK"),
                    string("GSI2SK"))
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .globalSecondaryIndexes(
                    GlobalSecondaryIndex.builder()
                        .indexName("GSI1")
                        .keySchema(key("GSI1SK", KeyType.HASH), key("GSI1PK", KeyType.RANGE))
                        .projection(p -> p.projectionType(ProjectionType.ALL))
                        .build(),
                    GlobalSecondaryIndex.builder()
                        .indexName("GSI2")
                        .keySchema(key("GSI2PK", KeyType.HASH), key("GSI2SK", KeyType.RANGE))
                        .projection(
                            p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes("stars"))
                        .build()));
    client.updateTimeToLive(
        b -> b.tableName(table).timeToLiveSpecification(t -> t.attributeName("ttl").enabled(true)));

    Operations operations = new Operations();
    try (DynamoDbClient counted = db.client(operations)) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () ->
                  TableDefinition.of(STUDENT, ENROLLMENT, REVIEW, LIKE, SESSION)
                      .createIfMissing(counted, table));
      assertEquals(
          String.join(
              "\n",
              "Table "
                  + table
                  + " exists but does not fit the schemas (6 differences); change the table or use"
                  + " another one:",
              "  - key attribute PK is of type N; EdgeTable's keys are strings (S)",
              "  - key attribute GSI1SK is of type N; EdgeTable's keys are strings (S)",
              "  - index GSI1 has keys GSI1SK (HASH), GSI1PK (RANGE); Enrollment needs GSI1PK"
                  + " (HASH), GSI1SK (RANGE)",
              "  - index GSI2 projects INCLUDE [stars]; Review needs INCLUDE [grade, stars]",
              "  - it has no global secondary index GSI3, which Like needs; add it (UpdateTable,"
                  + " keys GSI3PK/GSI3SK, projection KEYS_ONLY) or use another table",
              "  - its time to live is on attribute ttl; Session needs it on expiresAt (a table has"
                  + " one)"),
          e.getMessage());
      assertEquals(
          Map.of("DescribeTable", 2, "DescribeTimeToLive", 1),
          operations.sent,
          "nothing is changed");
    }
  }

  @Test
  void aTableWithTheWrongKeySchemaIsReported() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("hash-only");
    client.createTable(
        b ->
            b.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(string("PK"))
                .keySchema(key("PK", KeyType.HASH)));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> TableDefinition.of(STUDENT).createIfMissing(client, table));
    assertEquals(
        "Table "
            + table
            + " exists but does not fit the schemas (1 difference); change the table or use another"
            + " one:\n"
            + "  - its key schema is PK (HASH); the schemas need PK (HASH), SK (RANGE)",
        e.getMessage());
  }

  @Test
  void indexesTheSchemasDoNotUseAreTheOwnersBusiness() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("extra-index");
    client.createTable(
        b ->
            b.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                    string("PK"),
                    string("SK"),
                    string("GSI1PK"),
                    string("GSI1SK"),
                    number("byDate"))
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .globalSecondaryIndexes(
                    index("GSI1", ProjectionType.ALL),
                    GlobalSecondaryIndex.builder()
                        .indexName("ByDate")
                        .keySchema(key("byDate", KeyType.HASH))
                        .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY))
                        .build()));
    Operations operations = new Operations();
    try (DynamoDbClient counted = db.client(operations)) {
      TableDefinition.of(STUDENT, ENROLLMENT).createIfMissing(counted, table);
    }
    assertEquals(Map.of("DescribeTable", 2), operations.sent, "accepted as it is, nothing changed");
    assertEquals(
        List.of("ByDate", "GSI1"),
        client.describeTable(b -> b.tableName(table)).table().globalSecondaryIndexes().stream()
            .map(GlobalSecondaryIndexDescription::indexName)
            .sorted()
            .toList());
  }

  @Test
  void timeToLiveIsTurnedOnForANewTableAndForAnExistingOneWithoutIt() {
    DynamoDbClient client = db.client();
    String fresh = TableNames.unique("ttl-new");
    Operations operations = new Operations();
    try (DynamoDbClient counted = db.client(operations)) {
      TableDefinition.of(STUDENT, SESSION).createIfMissing(counted, fresh);
      assertEquals(1, operations.sent.get("CreateTable"));
      assertEquals(1, operations.sent.get("UpdateTimeToLive"));
      assertTtl(client, fresh, "expiresAt");

      operations.sent.clear();
      TableDefinition.of(STUDENT, SESSION).createIfMissing(counted, fresh);
      assertEquals(
          Map.of("DescribeTable", 2, "DescribeTimeToLive", 1),
          operations.sent,
          "already on: no change");
    }

    String existing = TableNames.unique("ttl-old");
    TableDefinition.of(STUDENT).createIfMissing(client, existing);
    TableDefinition.of(STUDENT, SESSION).createIfMissing(client, existing);
    assertTtl(client, existing, "expiresAt");
  }

  @Test
  void aFittingTableIsLeftAlone() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("fits");
    TableDefinition definition = TableDefinition.of(STUDENT, ENROLLMENT, REVIEW, LIKE);
    definition.createIfMissing(client, table);
    Operations operations = new Operations();
    try (DynamoDbClient counted = db.client(operations)) {
      definition.createIfMissing(counted, table);
    }
    assertEquals(Map.of("DescribeTable", 2), operations.sent);
  }

  @Test
  void differencesCompareADescribedTableWithoutChangingIt() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("described");
    TableDefinition.of(STUDENT, ENROLLMENT).createIfMissing(client, table);
    TableDefinition definition = TableDefinition.of(STUDENT, ENROLLMENT, REVIEW, SESSION);
    List<String> differences =
        definition.differences(client.describeTable(b -> b.tableName(table)).table());
    assertEquals(1, differences.size(), differences.toString());
    assertEquals(
        "it has no global secondary index GSI2, which Review needs; add it (UpdateTable, keys"
            + " GSI2PK/GSI2SK, projection INCLUDE [grade, stars]) or use another table",
        differences.get(0),
        "time to live is not compared");
    assertEquals(
        List.of(),
        TableDefinition.of(STUDENT, ENROLLMENT)
            .differences(client.describeTable(b -> b.tableName(table)).table()));
  }

  private static void assertTtl(DynamoDbClient client, String table, String attribute) {
    TimeToLiveDescription ttl =
        client.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription();
    assertEquals(TimeToLiveStatus.ENABLED, ttl.timeToLiveStatus());
    assertEquals(attribute, ttl.attributeName());
  }

  private static AttributeDefinition string(String name) {
    return AttributeDefinition.builder()
        .attributeName(name)
        .attributeType(ScalarAttributeType.S)
        .build();
  }

  private static AttributeDefinition number(String name) {
    return AttributeDefinition.builder()
        .attributeName(name)
        .attributeType(ScalarAttributeType.N)
        .build();
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  private static GlobalSecondaryIndex index(String name, ProjectionType projection) {
    return GlobalSecondaryIndex.builder()
        .indexName(name)
        .keySchema(key(name + "PK", KeyType.HASH), key(name + "SK", KeyType.RANGE))
        .projection(p -> p.projectionType(projection))
        .build();
  }
}
