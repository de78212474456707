package io.edgetable.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Projection;
import io.edgetable.internal.RequestCounter;
import io.edgetable.internal.TableNames;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

class TableDefinitionTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final EdgeSchema STUDENT = EdgeSchema.node("Student");
  private static final EdgeSchema ENROLLMENT =
      EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1);
  private static final EdgeSchema FOLLOW =
      EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), 8);
  private static final EdgeSchema REVIEW =
      EdgeSchema.edge("Review", "GSI2", Projection.INCLUDE, List.of("stars", "grade"), 1);
  private static final EdgeSchema LIKE =
      EdgeSchema.edge("Like", "GSI3", Projection.KEYS_ONLY, List.of(), 1);

  @Test
  void theRequestHasTheKeysEveryDistinctIndexAndOnDemandBilling() {
    CreateTableRequest request =
        TableDefinition.of(STUDENT, LIKE, ENROLLMENT, REVIEW, FOLLOW, EdgeSchema.edge("Plain"))
            .createTableRequest("school");
    assertEquals("school", request.tableName());
    assertEquals(BillingMode.PAY_PER_REQUEST, request.billingMode());
    assertEquals(List.of(key("PK", KeyType.HASH), key("SK", KeyType.RANGE)), request.keySchema());
    assertEquals(
        List.of("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK"),
        request.attributeDefinitions().stream().map(AttributeDefinition::attributeName).toList());
    assertTrue(
        request.attributeDefinitions().stream()
            .allMatch(a -> a.attributeType() == ScalarAttributeType.S));

    Map<String, GlobalSecondaryIndex> gsis =
        request.globalSecondaryIndexes().stream()
            .collect(Collectors.toMap(GlobalSecondaryIndex::indexName, g -> g));
    assertEquals(3, gsis.size(), "Enrollment and Follow share GSI1");
    assertEquals(
        List.of(key("GSI1PK", KeyType.HASH), key("GSI1SK", KeyType.RANGE)),
        gsis.get("GSI1").keySchema());
    assertEquals(ProjectionType.ALL, gsis.get("GSI1").projection().projectionType());
    assertEquals(ProjectionType.INCLUDE, gsis.get("GSI2").projection().projectionType());
    assertEquals(List.of("grade", "stars"), gsis.get("GSI2").projection().nonKeyAttributes());
    assertEquals(ProjectionType.KEYS_ONLY, gsis.get("GSI3").projection().projectionType());
    assertTrue(gsis.values().stream().allMatch(g -> g.provisionedThroughput() == null));
  }

  @Test
  void nodesOnlyNeedNoIndex() {
    CreateTableRequest request = TableDefinition.of(STUDENT).createTableRequest("nodes");
    assertTrue(request.globalSecondaryIndexes().isEmpty());
    assertEquals(2, request.attributeDefinitions().size());
  }

  @Test
  void conflictingProjectionsOfOneIndexNameBothRecords() {
    EdgeSchema keysOnly = EdgeSchema.edge("Teaches", "GSI1", Projection.KEYS_ONLY, List.of(), 1);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> TableDefinition.of(ENROLLMENT, STUDENT, keysOnly));
    assertTrue(
        e.getMessage().contains("Enrollment")
            && e.getMessage().contains("Teaches")
            && e.getMessage().contains("GSI1"),
        e.getMessage());

    EdgeSchema otherInclude =
        EdgeSchema.edge("Rating", "GSI2", Projection.INCLUDE, List.of("stars"), 1);
    e =
        assertThrows(
            IllegalArgumentException.class, () -> TableDefinition.of(REVIEW, otherInclude));
    assertTrue(
        e.getMessage().contains("Review") && e.getMessage().contains("Rating"), e.getMessage());

    // The same include list in another order is the same projection.
    EdgeSchema sameInclude =
        EdgeSchema.edge("Rating", "GSI2", Projection.INCLUDE, List.of("grade", "stars"), 1);
    assertEquals(
        1,
        TableDefinition.of(REVIEW, sameInclude)
            .createTableRequest("t")
            .globalSecondaryIndexes()
            .size());
  }

  @Test
  void schemasAreValidated() {
    assertThrows(
        IllegalArgumentException.class,
        () -> EdgeSchema.edge("X", "GSI1", Projection.INCLUDE, List.of(), 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> EdgeSchema.edge("X", "GSI1", Projection.ALL, List.of("a"), 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> EdgeSchema.edge("X", "GSI1", Projection.ALL, List.of(), 0));
    assertThrows(
        IllegalArgumentException.class, () -> TableDefinition.of(STUDENT).createTableRequest(""));
  }

  @Test
  void createIfMissingCreatesOnceAndWaitsUntilActive() {
    RequestCounter counter = new RequestCounter();
    String table = TableNames.unique("definition");
    TableDefinition definition = TableDefinition.of(STUDENT, ENROLLMENT, REVIEW, LIKE);
    try (DynamoDbClient client = db.client(counter)) {
      definition.createIfMissing(client, table);
      assertEquals(1, counter.count("CreateTable"));
      TableDescription description = client.describeTable(b -> b.tableName(table)).table();
      assertEquals(TableStatus.ACTIVE, description.tableStatus());
      assertEquals(3, description.globalSecondaryIndexes().size());

      counter.reset();
      definition.createIfMissing(client, table);
      assertEquals(0, counter.count("CreateTable"), "an existing table is left alone");
      assertTrue(counter.count("DescribeTable") >= 1);
    }
  }

  @Test
  void aConcurrentCreatorIsNoError() {
    DynamoDbClient other = db.client();
    String table = TableNames.unique("race");
    TableDefinition definition = TableDefinition.of(STUDENT, ENROLLMENT);
    AtomicBoolean raced = new AtomicBoolean();
    ExecutionInterceptor createFirst =
        new ExecutionInterceptor() {
          @Override
          public void beforeExecution(
              Context.BeforeExecution context, ExecutionAttributes attributes) {
            if ("CreateTable".equals(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME))
                && raced.compareAndSet(false, true)) {
              // Another process wins the race between our DescribeTable and our CreateTable.
              other.createTable(definition.createTableRequest(table));
            }
          }
        };
    try (DynamoDbClient client = db.client(createFirst)) {
      definition.createIfMissing(client, table);
    }
    assertTrue(raced.get());
    assertEquals(
        TableStatus.ACTIVE, other.describeTable(b -> b.tableName(table)).table().tableStatus());
  }

  @Test
  void anExistingTableWithoutTheIndexIsReported() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("no-index");
    TableDefinition.of(STUDENT).createIfMissing(client, table);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> TableDefinition.of(STUDENT, ENROLLMENT).createIfMissing(client, table));
    assertTrue(e.getMessage().contains("GSI1"), e.getMessage());
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }
}
