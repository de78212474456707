package io.edgetable.schema;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * The {@code AWS::DynamoDB::Table} resource for a CreateTable request: the same attributes, keys,
 * indexes and billing, in CloudFormation's property names (which are the API's), plus time to live,
 * which CreateTable cannot set.
 */
final class CloudFormationExport {
  private CloudFormationExport() {}

  static Map<String, Object> resource(CreateTableRequest table, Optional<String> ttlAttribute) {
    Map<String, Object> properties = Json.object();
    properties.put("TableName", table.tableName());
    properties.put("BillingMode", table.billingModeAsString());
    properties.put(
        "AttributeDefinitions",
        table.attributeDefinitions().stream().map(CloudFormationExport::attribute).toList());
    properties.put("KeySchema", keySchema(table.keySchema()));
    if (table.hasGlobalSecondaryIndexes()) {
      properties.put(
          "GlobalSecondaryIndexes",
          table.globalSecondaryIndexes().stream().map(CloudFormationExport::index).toList());
    }
    ttlAttribute.ifPresent(
        ttl ->
            properties.put(
                "TimeToLiveSpecification", Json.object("AttributeName", ttl, "Enabled", true)));
    return Json.object("Type", "AWS::DynamoDB::Table", "Properties", properties);
  }

  static Map<String, Object> attribute(AttributeDefinition attribute) {
    return Json.object(
        "AttributeName",
        attribute.attributeName(),
        "AttributeType",
        attribute.attributeTypeAsString());
  }

  static List<Object> keySchema(List<KeySchemaElement> keys) {
    return keys.stream()
        .map(
            k ->
                (Object)
                    Json.object("AttributeName", k.attributeName(), "KeyType", k.keyTypeAsString()))
        .toList();
  }

  static Map<String, Object> projection(
      software.amazon.awssdk.services.dynamodb.model.Projection projection) {
    Map<String, Object> json = Json.object("ProjectionType", projection.projectionTypeAsString());
    if (projection.hasNonKeyAttributes()) {
      json.put("NonKeyAttributes", List.copyOf(projection.nonKeyAttributes()));
    }
    return json;
  }

  private static Map<String, Object> index(GlobalSecondaryIndex index) {
    return Json.object(
        "IndexName", index.indexName(),
        "KeySchema", keySchema(index.keySchema()),
        "Projection", projection(index.projection()));
  }
}
