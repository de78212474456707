package io.edgetable.schema;

import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * A NoSQL Workbench data model (format version 3.0) of one table: its keys and GSIs from the
 * CreateTable request, its attributes, one facet per record kind with the key patterns as key
 * aliases, and one sample row per kind whose keys are the patterns.
 */
final class WorkbenchExport {
  private static final DateTimeFormatter WORKBENCH_DATE =
      DateTimeFormatter.ofPattern("MMM d, yyyy, hh:mm a", Locale.US);

  private WorkbenchExport() {}

  static Map<String, Object> model(CreateTableRequest table, List<EdgeSchema> schemas) {
    String now = WORKBENCH_DATE.format(ZonedDateTime.now(ZoneOffset.UTC));
    Map<String, Object> model =
        Json.object(
            "TableName", table.tableName(),
            "KeyAttributes", keyAttributes(table, table.keySchema()),
            "NonKeyAttributes", nonKeyAttributes(table, schemas),
            "TableFacets", facets(schemas),
            "GlobalSecondaryIndexes",
                table.globalSecondaryIndexes().stream().map(index -> index(table, index)).toList(),
            "TableData", sampleRows(schemas),
            "DataAccess", Json.object("MySql", Json.object()),
            "BillingMode", table.billingModeAsString());
    return Json.object(
        "ModelName", table.tableName(),
        "ModelMetadata",
            Json.object(
                "Author",
                "",
                "DateCreated",
                now,
                "DateLastModified",
                now,
                "Description",
                "Table "
                    + table.tableName()
                    + " as EdgeTable defines it for "
                    + String.join(", ", schemas.stream().map(EdgeSchema::recordName).toList()),
                "AWSService",
                "Amazon DynamoDB",
                "Version",
                "3.0"),
        "DataModel", List.of(model));
  }

  /**
   * {@code PartitionKey} and {@code SortKey}; a multi-attribute sort key (an ordered inverse) also
   * lists every one of its attributes, in key order, under {@code SortKeyAttributes}.
   */
  private static Map<String, Object> keyAttributes(
      CreateTableRequest table, List<KeySchemaElement> keys) {
    Map<String, Object> json = new LinkedHashMap<>();
    List<Object> sortKeys = new ArrayList<>();
    for (KeySchemaElement key : keys) {
      Map<String, Object> attribute = typedAttribute(table, key.attributeName());
      if (key.keyTypeAsString().equals("HASH")) {
        json.put("PartitionKey", attribute);
      } else {
        json.putIfAbsent("SortKey", attribute);
        sortKeys.add(attribute);
      }
    }
    if (sortKeys.size() > 1) {
      json.put("SortKeyAttributes", sortKeys);
    }
    return json;
  }

  /** The index keys, then every kind's attributes; one type per name, as Workbench requires. */
  private static List<Object> nonKeyAttributes(CreateTableRequest table, List<EdgeSchema> schemas) {
    List<Object> attributes = new ArrayList<>();
    Set<String> tableKeys = new HashSet<>();
    table.keySchema().forEach(k -> tableKeys.add(k.attributeName()));
    Map<String, AttributeValue.Type> types = new HashMap<>();
    Map<String, String> declaredBy = new HashMap<>();
    table.attributeDefinitions().stream()
        .filter(a -> !tableKeys.contains(a.attributeName()))
        .forEach(
            a -> {
              attributes.add(CloudFormationExport.attribute(a));
              types.put(a.attributeName(), AttributeValue.Type.valueOf(a.attributeTypeAsString()));
              declaredBy.put(a.attributeName(), "the index key " + a.attributeName());
            });
    for (EdgeSchema schema : schemas) {
      schema
          .attributes()
          .forEach(
              (name, type) -> {
                AttributeValue.Type earlier = types.putIfAbsent(name, type);
                if (earlier == null) {
                  declaredBy.put(name, schema.recordName());
                  attributes.add(
                      Json.object("AttributeName", name, "AttributeType", type.toString()));
                } else if (earlier != type) {
                  throw new IllegalArgumentException(
                      "Records "
                          + declaredBy.get(name)
                          + " and "
                          + schema.recordName()
                          + " store attribute "
                          + name
                          + " as "
                          + earlier
                          + " and "
                          + type
                          + ", but a NoSQL Workbench"
                          + " model has one type per attribute name; rename one of the components");
                }
              });
    }
    return attributes;
  }

  private static List<Object> facets(List<EdgeSchema> schemas) {
    List<Object> facets = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (EdgeSchema schema : schemas) {
      String name = facetName(schema, names);
      List<String> nonKey =
          new ArrayList<>(schema.keyAttributes().subList(2, schema.keyAttributes().size()));
      nonKey.addAll(schema.attributes().keySet());
      facets.add(
          Json.object(
              "FacetName", name,
              "KeyAttributeAlias",
                  Json.object(
                      "PartitionKeyAlias", schema.keyPatterns().getOrDefault("PK", "PK"),
                      "SortKeyAlias", schema.keyPatterns().getOrDefault("SK", "SK")),
              "TableData", List.of(),
              "NonKeyAttributes", nonKey,
              "DataAccess", Json.object("MySql", Json.object())));
    }
    return facets;
  }

  /** The name of the generated classes' stem ({@code Outer_Inner}), unique in the model. */
  private static String facetName(EdgeSchema schema, Set<String> taken) {
    String stem = schema.recordName().replace('.', '_');
    String name = stem;
    for (int n = 2; !taken.add(name); n++) {
      name = stem + "_" + n;
    }
    return name;
  }

  /** One row per kind with known key patterns: its keys, the patterns themselves. */
  private static List<Object> sampleRows(List<EdgeSchema> schemas) {
    List<Object> rows = new ArrayList<>();
    for (EdgeSchema schema : schemas) {
      if (schema.keyPatterns().isEmpty()) {
        continue;
      }
      Map<String, Object> row = new LinkedHashMap<>();
      schema
          .keyPatterns()
          .forEach((attribute, pattern) -> row.put(attribute, Json.object("S", pattern)));
      rows.add(row);
    }
    return rows;
  }

  private static Map<String, Object> index(CreateTableRequest table, GlobalSecondaryIndex index) {
    return Json.object(
        "IndexName", index.indexName(),
        "KeyAttributes", keyAttributes(table, index.keySchema()),
        "Projection", CloudFormationExport.projection(index.projection()));
  }

  /** A key attribute with its type as the table defines it. */
  private static Map<String, Object> typedAttribute(CreateTableRequest table, String name) {
    String type =
        table.attributeDefinitions().stream()
            .filter(a -> a.attributeName().equals(name))
            .map(a -> a.attributeTypeAsString())
            .findFirst()
            .orElse("S");
    return Json.object("AttributeName", name, "AttributeType", type);
  }
}
