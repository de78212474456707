package io.edgetable.schema;

import io.edgetable.Projection;
import io.edgetable.schema.TableDefinition.IndexDefinition;
import io.edgetable.schema.TableDefinition.TtlDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * How an existing table differs from what the schemas need: key schema, key attribute types, each
 * needed index (present, keys, projection, include list) and time to live. Indexes the schemas do
 * not use, and the billing mode, are the table owner's business and not compared.
 */
final class TableFit {
  private final CreateTableRequest wanted;
  private final Map<String, IndexDefinition> indexes;
  private final Optional<TtlDefinition> ttl;

  TableFit(
      CreateTableRequest wanted,
      Map<String, IndexDefinition> indexes,
      Optional<TtlDefinition> ttl) {
    this.wanted = wanted;
    this.indexes = indexes;
    this.ttl = ttl;
  }

  /** Every difference, one sentence each naming what the table has and what is needed. */
  List<String> differences(TableDescription table, Optional<TimeToLiveDescription> timeToLive) {
    List<String> differences = new ArrayList<>();
    if (!table.keySchema().equals(wanted.keySchema())) {
      differences.add(
          "its key schema is "
              + keys(table.keySchema())
              + "; the schemas need "
              + keys(wanted.keySchema()));
    }
    Map<String, ScalarAttributeType> types =
        table.attributeDefinitions().stream()
            .collect(
                Collectors.toMap(
                    AttributeDefinition::attributeName, AttributeDefinition::attributeType));
    Map<String, GlobalSecondaryIndexDescription> present =
        table.globalSecondaryIndexes().stream()
            .collect(
                Collectors.toMap(GlobalSecondaryIndexDescription::indexName, Function.identity()));
    for (AttributeDefinition attribute : wanted.attributeDefinitions()) {
      ScalarAttributeType type = types.get(attribute.attributeName());
      if (type != null && type != attribute.attributeType()) {
        differences.add(
            "key attribute "
                + attribute.attributeName()
                + " is of type "
                + type
                + (attribute.attributeType() == ScalarAttributeType.S
                    ? "; EdgeTable's keys are strings (S)"
                    : "; the schemas sort an index by it as " + attribute.attributeType()));
      }
    }
    wanted
        .globalSecondaryIndexes()
        .forEach(
            index -> {
              IndexDefinition definition = indexes.get(index.indexName());
              GlobalSecondaryIndexDescription actual = present.get(index.indexName());
              if (actual == null) {
                differences.add(
                    "it has no global secondary index "
                        + index.indexName()
                        + ", which "
                        + definition.declaredBy()
                        + " needs; add it (UpdateTable, keys "
                        + index.keySchema().stream()
                            .map(KeySchemaElement::attributeName)
                            .collect(Collectors.joining("/"))
                        + ", projection "
                        + definition.describe()
                        + ") or use another table");
                return;
              }
              if (!actual.keySchema().equals(index.keySchema())) {
                differences.add(
                    "index "
                        + index.indexName()
                        + " has keys "
                        + keys(actual.keySchema())
                        + "; "
                        + definition.declaredBy()
                        + " needs "
                        + keys(index.keySchema()));
              }
              String projection = describe(actual.projection());
              if (!projection.equals(definition.describe())) {
                differences.add(
                    "index "
                        + index.indexName()
                        + " projects "
                        + projection
                        + "; "
                        + definition.declaredBy()
                        + " needs "
                        + definition.describe());
              }
            });
    ttl.ifPresent(
        needed ->
            timeToLive.ifPresent(
                actual -> {
                  if (ttlOn(actual, needed.attribute())
                      || status(actual) == TimeToLiveStatus.DISABLED) {
                    return; // on already, or createIfMissing turns it on
                  }
                  if (status(actual) == TimeToLiveStatus.DISABLING) {
                    differences.add(
                        "its time to live is being turned off; "
                            + needed.declaredBy()
                            + " needs it on "
                            + needed.attribute()
                            + " (run again once it is DISABLED)");
                  } else {
                    differences.add(
                        "its time to live is on attribute "
                            + actual.attributeName()
                            + "; "
                            + needed.declaredBy()
                            + " needs it on "
                            + needed.attribute()
                            + " (a table has one)");
                  }
                }));
    return differences;
  }

  static String message(String tableName, List<String> differences) {
    StringBuilder message =
        new StringBuilder(
            "Table "
                + tableName
                + " exists but does not fit the schemas ("
                + differences.size()
                + (differences.size() == 1 ? " difference" : " differences")
                + "); change the table or use another one:");
    differences.forEach(d -> message.append("\n  - ").append(d));
    return message.toString();
  }

  /** Whether time to live is on, or turning on, for {@code attribute}. */
  static boolean ttlOn(TimeToLiveDescription description, String attribute) {
    TimeToLiveStatus status = status(description);
    return (status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING)
        && attribute.equals(description.attributeName());
  }

  private static TimeToLiveStatus status(TimeToLiveDescription description) {
    return description.timeToLiveStatus() == null
        ? TimeToLiveStatus.DISABLED
        : description.timeToLiveStatus();
  }

  private static String keys(List<KeySchemaElement> keys) {
    return keys.stream()
        .map(k -> k.attributeName() + " (" + k.keyTypeAsString() + ")")
        .collect(Collectors.joining(", "));
  }

  private static String describe(
      software.amazon.awssdk.services.dynamodb.model.Projection projection) {
    if (projection == null || projection.projectionType() == null) {
      return "ALL";
    }
    String type = projection.projectionTypeAsString();
    if (!type.equals(Projection.INCLUDE.name())) {
      return type;
    }
    Set<String> include = new TreeSet<>(projection.nonKeyAttributes());
    return type + " " + include;
  }
}
