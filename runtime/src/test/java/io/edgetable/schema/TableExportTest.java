package io.edgetable.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.edgetable.Projection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/** toCloudFormation and toNoSqlWorkbench, parsed back and compared with the CreateTable request. */
class TableExportTest {
  private static final ObjectMapper PARSER = new ObjectMapper();

  static final EdgeSchema STUDENT =
      EdgeSchema.node("Student")
          .withKeys("STU#{studentId}", "STU#{studentId}")
          .withAttribute("name", Type.S)
          .withAttribute("courseCount", Type.N);
  static final EdgeSchema ENROLLMENT =
      EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1)
          .withKeys("STU#{studentId}", "ENROLL#CRS#{courseId}")
          .withInverseKeys("CRS#{courseId}", "ENROLL#STU#{studentId}")
          .withAttribute("grade", Type.S)
          .withAttribute("enrolledOn", Type.S);
  static final EdgeSchema FOLLOW =
      EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), 8)
          .withKeys("ACTOR#{follower}", "TARGET#{followee}")
          .withInverseKeys("TARGET#{followee}#{shard 0..7}", "ACTOR#{follower}")
          .withAttribute("since", Type.S);
  static final EdgeSchema REVIEW =
      EdgeSchema.edge("Review", "GSI2", Projection.INCLUDE, List.of("stars", "tags"), 1)
          .withKeys("STU#{studentId}", "REVIEW#CRS#{courseId}")
          .withInverseKeys("CRS#{courseId}", "REVIEW#STU#{studentId}")
          .withAttribute("stars", Type.N)
          .withAttribute("tags", Type.SS)
          .withAttribute("body", Type.S);
  static final EdgeSchema LIKE =
      EdgeSchema.edge("Billing.Like", "GSI3", Projection.KEYS_ONLY, List.of(), 1)
          .withKeys("USER#{user}", "LIKE#POST#{post}")
          .withInverseKeys("POST#{post}", "LIKE#USER#{user}");
  static final EdgeSchema SESSION =
      EdgeSchema.node("Session")
          .withKeys("SESSION#{id}", "SESSION#{id}")
          .withAttribute("data", Type.M)
          .withAttribute("expiresAt", Type.N)
          .withTtl("expiresAt");

  private static final TableDefinition SCHOOL =
      TableDefinition.of(STUDENT, ENROLLMENT, FOLLOW, REVIEW, LIKE, SESSION);

  @Test
  void theCloudFormationResourceIsTheCreateTableRequest() throws Exception {
    JsonNode resource = PARSER.readTree(SCHOOL.toCloudFormation("school"));
    assertEquals("AWS::DynamoDB::Table", resource.get("Type").asText());
    JsonNode properties = resource.get("Properties");
    assertEquals(SCHOOL.createTableRequest("school"), fromCloudFormation(properties));
    assertEquals("PAY_PER_REQUEST", properties.get("BillingMode").asText());
    assertEquals(
        "expiresAt", properties.get("TimeToLiveSpecification").get("AttributeName").asText());
    assertTrue(properties.get("TimeToLiveSpecification").get("Enabled").asBoolean());
    assertEquals(List.of("Type", "Properties"), names(resource));
  }

  @Test
  void withoutTtlThereIsNoTimeToLiveSpecificationAndWithoutIndexesNoGsis() throws Exception {
    TableDefinition nodes = TableDefinition.of(STUDENT);
    JsonNode properties = PARSER.readTree(nodes.toCloudFormation("nodes")).get("Properties");
    assertFalse(properties.has("TimeToLiveSpecification"));
    assertFalse(properties.has("GlobalSecondaryIndexes"));
    assertEquals(nodes.createTableRequest("nodes"), fromCloudFormation(properties));
  }

  @Test
  void theWorkbenchModelHasTheTableItsIndexesAndOneFacetPerKindWithItsKeyPatterns()
      throws Exception {
    JsonNode model = PARSER.readTree(SCHOOL.toNoSqlWorkbench("school"));
    assertEquals("school", model.get("ModelName").asText());
    assertEquals("3.0", model.get("ModelMetadata").get("Version").asText());
    assertEquals("Amazon DynamoDB", model.get("ModelMetadata").get("AWSService").asText());
    JsonNode table = model.get("DataModel").get(0);
    assertEquals(1, model.get("DataModel").size());
    assertEquals("school", table.get("TableName").asText());
    assertEquals(
        "PK", table.get("KeyAttributes").get("PartitionKey").get("AttributeName").asText());
    assertEquals("SK", table.get("KeyAttributes").get("SortKey").get("AttributeName").asText());
    assertEquals("PAY_PER_REQUEST", table.get("BillingMode").asText());

    // The indexes are the CreateTable request's.
    CreateTableRequest request = SCHOOL.createTableRequest("school");
    List<GlobalSecondaryIndex> indexes = new ArrayList<>();
    for (JsonNode index : table.get("GlobalSecondaryIndexes")) {
      indexes.add(
          GlobalSecondaryIndex.builder()
              .indexName(index.get("IndexName").asText())
              .keySchema(
                  key(index.get("KeyAttributes").get("PartitionKey"), "HASH"),
                  key(index.get("KeyAttributes").get("SortKey"), "RANGE"))
              .projection(projection(index.get("Projection")))
              .build());
    }
    assertEquals(request.globalSecondaryIndexes(), indexes);

    // One type per attribute: the index keys, then each kind's attributes.
    Map<String, String> attributes = new LinkedHashMap<>();
    table
        .get("NonKeyAttributes")
        .forEach(
            a -> attributes.put(a.get("AttributeName").asText(), a.get("AttributeType").asText()));
    assertEquals(
        Map.ofEntries(
            Map.entry("GSI1PK", "S"),
            Map.entry("GSI1SK", "S"),
            Map.entry("GSI2PK", "S"),
            Map.entry("GSI2SK", "S"),
            Map.entry("GSI3PK", "S"),
            Map.entry("GSI3SK", "S"),
            Map.entry("name", "S"),
            Map.entry("courseCount", "N"),
            Map.entry("grade", "S"),
            Map.entry("enrolledOn", "S"),
            Map.entry("since", "S"),
            Map.entry("stars", "N"),
            Map.entry("tags", "SS"),
            Map.entry("body", "S"),
            Map.entry("data", "M"),
            Map.entry("expiresAt", "N")),
        attributes);

    // Every kind's facet opens its key patterns; a nested record is named like its classes.
    Map<String, JsonNode> facets = new LinkedHashMap<>();
    table.get("TableFacets").forEach(f -> facets.put(f.get("FacetName").asText(), f));
    assertEquals(
        List.of("Student", "Enrollment", "Follow", "Review", "Billing_Like", "Session"),
        List.copyOf(facets.keySet()));
    for (EdgeSchema schema : List.of(STUDENT, ENROLLMENT, FOLLOW, REVIEW, LIKE, SESSION)) {
      JsonNode facet = facets.get(schema.recordName().replace('.', '_'));
      assertEquals(
          schema.keyPatterns().get("PK"),
          facet.get("KeyAttributeAlias").get("PartitionKeyAlias").asText());
      assertEquals(
          schema.keyPatterns().get("SK"),
          facet.get("KeyAttributeAlias").get("SortKeyAlias").asText());
      for (JsonNode attribute : facet.get("NonKeyAttributes")) {
        assertTrue(
            attributes.containsKey(attribute.asText()), attribute + " is defined for the table");
      }
    }
    assertEquals(
        List.of("GSI2PK", "GSI2SK", "stars", "tags", "body"),
        texts(facets.get("Review").get("NonKeyAttributes")));
    assertEquals(
        List.of("GSI3PK", "GSI3SK"), texts(facets.get("Billing_Like").get("NonKeyAttributes")));

    // One sample row per kind shows every key pattern, the index keys too.
    List<Map<String, String>> rows = new ArrayList<>();
    for (JsonNode row : table.get("TableData")) {
      Map<String, String> keys = new LinkedHashMap<>();
      row.fields().forEachRemaining(e -> keys.put(e.getKey(), e.getValue().get("S").asText()));
      rows.add(keys);
    }
    assertEquals(
        List.of(STUDENT, ENROLLMENT, FOLLOW, REVIEW, LIKE, SESSION).stream()
            .map(EdgeSchema::keyPatterns)
            .toList(),
        rows);
    assertEquals("TARGET#{followee}#{shard 0..7}", rows.get(2).get("GSI1PK"));
  }

  @Test
  void kindsWithoutKnownPatternsShowTheKeyNamesAndNoSampleRow() throws Exception {
    JsonNode table =
        PARSER
            .readTree(TableDefinition.of(EdgeSchema.node("Old"), STUDENT).toNoSqlWorkbench("t"))
            .get("DataModel")
            .get(0);
    JsonNode alias = table.get("TableFacets").get(0).get("KeyAttributeAlias");
    assertEquals("PK", alias.get("PartitionKeyAlias").asText());
    assertEquals("SK", alias.get("SortKeyAlias").asText());
    assertEquals(1, table.get("TableData").size());
  }

  @Test
  void oneAttributeNameWithTwoTypesCannotBeAWorkbenchModel() {
    EdgeSchema other = EdgeSchema.node("Course").withAttribute("name", Type.N);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> TableDefinition.of(STUDENT, other).toNoSqlWorkbench("t"));
    assertEquals(
        "Records Student and Course store attribute name as S and N, but a NoSQL Workbench model"
            + " has one type per attribute name; rename one of the components",
        e.getMessage());
  }

  @Test
  void twoKindsWithOneSimpleNameGetDistinctFacets() throws Exception {
    EdgeSchema again = EdgeSchema.node("Student").withKeys("PUPIL#{id}", "PUPIL#{id}");
    JsonNode facets =
        PARSER
            .readTree(TableDefinition.of(STUDENT, again, STUDENT).toNoSqlWorkbench("t"))
            .get("DataModel")
            .get(0)
            .get("TableFacets");
    assertEquals(2, facets.size(), "the same schema twice is one kind");
    assertEquals("Student_2", facets.get(1).get("FacetName").asText());
  }

  @Test
  void theTableHasOneTtlAttribute() {
    assertEquals(Optional.of("expiresAt"), SCHOOL.ttlAttribute());
    assertEquals(Optional.empty(), TableDefinition.of(STUDENT).ttlAttribute());
    EdgeSchema token =
        EdgeSchema.node("Token").withAttribute("validUntil", Type.N).withTtl("validUntil");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> TableDefinition.of(SESSION, STUDENT, token));
    assertEquals(
        "Records Session and Token name different time to live attributes (expiresAt vs"
            + " validUntil), but a table has one; give them the same @Ttl component name, or"
            + " different tables",
        e.getMessage());
    EdgeSchema sameTtl =
        EdgeSchema.node("Cache").withAttribute("expiresAt", Type.N).withTtl("expiresAt");
    assertEquals(Optional.of("expiresAt"), TableDefinition.of(SESSION, sameTtl).ttlAttribute());
  }

  @Test
  void aTableNameIsNeeded() {
    assertThrows(IllegalArgumentException.class, () -> SCHOOL.toCloudFormation(""));
    assertThrows(IllegalArgumentException.class, () -> SCHOOL.toNoSqlWorkbench(null));
  }

  /** The CreateTable request that a CloudFormation resource's properties describe. */
  static CreateTableRequest fromCloudFormation(JsonNode properties) {
    List<AttributeDefinition> attributes = new ArrayList<>();
    properties
        .get("AttributeDefinitions")
        .forEach(
            a ->
                attributes.add(
                    AttributeDefinition.builder()
                        .attributeName(a.get("AttributeName").asText())
                        .attributeType(a.get("AttributeType").asText())
                        .build()));
    CreateTableRequest.Builder request =
        CreateTableRequest.builder()
            .tableName(properties.get("TableName").asText())
            .billingMode(properties.get("BillingMode").asText())
            .attributeDefinitions(attributes)
            .keySchema(keySchema(properties.get("KeySchema")));
    if (properties.has("GlobalSecondaryIndexes")) {
      List<GlobalSecondaryIndex> indexes = new ArrayList<>();
      properties
          .get("GlobalSecondaryIndexes")
          .forEach(
              i ->
                  indexes.add(
                      GlobalSecondaryIndex.builder()
                          .indexName(i.get("IndexName").asText())
                          .keySchema(keySchema(i.get("KeySchema")))
                          .projection(projection(i.get("Projection")))
                          .build()));
      request.globalSecondaryIndexes(indexes);
    }
    return request.build();
  }

  private static List<KeySchemaElement> keySchema(JsonNode keys) {
    List<KeySchemaElement> elements = new ArrayList<>();
    keys.forEach(
        k ->
            elements.add(
                KeySchemaElement.builder()
                    .attributeName(k.get("AttributeName").asText())
                    .keyType(k.get("KeyType").asText())
                    .build()));
    return elements;
  }

  private static KeySchemaElement key(JsonNode attribute, String keyType) {
    assertEquals("S", attribute.get("AttributeType").asText());
    return KeySchemaElement.builder()
        .attributeName(attribute.get("AttributeName").asText())
        .keyType(keyType)
        .build();
  }

  private static software.amazon.awssdk.services.dynamodb.model.Projection projection(
      JsonNode projection) {
    software.amazon.awssdk.services.dynamodb.model.Projection.Builder builder =
        software.amazon.awssdk.services.dynamodb.model.Projection.builder()
            .projectionType(projection.get("ProjectionType").asText());
    if (projection.has("NonKeyAttributes")) {
      builder.nonKeyAttributes(texts(projection.get("NonKeyAttributes")));
    }
    return builder.build();
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(t -> texts.add(t.asText()));
    return texts;
  }

  private static List<String> names(JsonNode object) {
    List<String> names = new ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
