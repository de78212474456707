package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.edgetable.schema.EdgeSchema;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/** {@code ./demo --cloudformation} and {@code --workbench}: the sample's table for other tools. */
class ExportTest {
  private static final ObjectMapper PARSER = new ObjectMapper();
  private static final List<EdgeSchema> SCHEMAS =
      List.of(
          StudentKeys.SCHEMA,
          CourseKeys.SCHEMA,
          EnrollmentKeys.SCHEMA,
          UserKeys.SCHEMA,
          FollowKeys.SCHEMA,
          SyllabusKeys.SCHEMA,
          InvitationKeys.SCHEMA,
          RegistrationKeys.SCHEMA,
          SubscriptionKeys.SCHEMA);

  private static JsonNode export(String... args) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Demo.run(
            List.of(args),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertEquals("", err.toString(StandardCharsets.UTF_8));
    return PARSER.readTree(out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void theCloudFormationResourceCreatesTheTableTheWalkthroughCreates() throws Exception {
    JsonNode resource = export("--cloudformation", "--table", "school");
    assertEquals("AWS::DynamoDB::Table", resource.get("Type").asText());
    JsonNode properties = resource.get("Properties");
    CreateTableRequest expected = Walkthrough.TABLE.createTableRequest("school");
    assertEquals(expected, createTableRequest(properties));
    // GSI2 and GSI3 sort by a date before their label sort key: multi-attribute keys, typed.
    assertEquals(
        List.of(
            "PK",
            "SK",
            "GSI1PK",
            "GSI1SK",
            "GSI2PK",
            "enrolledOn",
            "GSI2SK",
            "GSI3PK",
            "subscribedAt",
            "GSI3SK"),
        expected.attributeDefinitions().stream().map(AttributeDefinition::attributeName).toList());
    assertEquals(
        "ALL",
        properties
            .get("GlobalSecondaryIndexes")
            .get(0)
            .get("Projection")
            .get("ProjectionType")
            .asText());
    JsonNode ttl = properties.get("TimeToLiveSpecification");
    assertEquals("expiresAt", ttl.get("AttributeName").asText(), "Invitation's @Ttl");
    assertTrue(ttl.get("Enabled").asBoolean());
  }

  @Test
  void theWorkbenchModelHasOneFacetPerRecordWithItsKeys() throws Exception {
    JsonNode table = export("--workbench").get("DataModel").get(0);
    assertEquals("edgetable-demo", table.get("TableName").asText());
    assertEquals("GSI1", table.get("GlobalSecondaryIndexes").get(0).get("IndexName").asText());
    JsonNode facets = table.get("TableFacets");
    assertEquals(SCHEMAS.size(), facets.size());
    for (int i = 0; i < SCHEMAS.size(); i++) {
      EdgeSchema schema = SCHEMAS.get(i);
      JsonNode facet = facets.get(i);
      assertEquals(schema.recordName(), facet.get("FacetName").asText());
      // The key patterns, as far as the generated schema gives them (else the key names).
      assertEquals(
          schema.keyPatterns().getOrDefault("PK", "PK"),
          facet.get("KeyAttributeAlias").get("PartitionKeyAlias").asText());
      assertEquals(
          schema.keyPatterns().getOrDefault("SK", "SK"),
          facet.get("KeyAttributeAlias").get("SortKeyAlias").asText());
      List<String> attributes = new ArrayList<>();
      facet.get("NonKeyAttributes").forEach(a -> attributes.add(a.asText()));
      assertTrue(attributes.containsAll(schema.attributes().keySet()), attributes::toString);
    }
  }

  private static CreateTableRequest createTableRequest(JsonNode properties) {
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
    List<GlobalSecondaryIndex> indexes = new ArrayList<>();
    properties
        .get("GlobalSecondaryIndexes")
        .forEach(
            i ->
                indexes.add(
                    GlobalSecondaryIndex.builder()
                        .indexName(i.get("IndexName").asText())
                        .keySchema(keySchema(i.get("KeySchema")))
                        .projection(
                            Projection.builder()
                                .projectionType(i.get("Projection").get("ProjectionType").asText())
                                .build())
                        .build()));
    return CreateTableRequest.builder()
        .tableName(properties.get("TableName").asText())
        .billingMode(properties.get("BillingMode").asText())
        .attributeDefinitions(attributes)
        .keySchema(keySchema(properties.get("KeySchema")))
        .globalSecondaryIndexes(indexes)
        .build();
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
}
