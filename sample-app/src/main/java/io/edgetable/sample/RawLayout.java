package io.edgetable.sample;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads items back with the plain SDK (no EdgeTable code on the read path), so the walk-through
 * shows exactly what is stored: the generic key attributes and the plain data attributes.
 */
final class RawLayout {
  static final List<String> KEYS = List.of("PK", "SK", "GSI1PK", "GSI1SK");

  private final DynamoDbClient client;
  private final String table;
  private final Narrator narrator;

  RawLayout(DynamoDbClient client, String table, Narrator narrator) {
    this.client = client;
    this.table = table;
    this.narrator = narrator;
  }

  void run() {
    narrator.step("The items as stored, read with the plain SDK");
    narrator.say("Query PK = \"STU#a91\": the student and its enrolments share one partition.");
    narrator.blank();
    TextTable partition = TextTable.of("PK", "SK", "GSI1PK", "GSI1SK", "attributes");
    queryPartition("STU#a91").forEach(item -> addRow(partition, item));
    narrator.table(partition);
    narrator.blank();
    narrator.say(
        "GetItem on a course, a user and two follows (GSI1PK ends with the follower's shard):");
    narrator.blank();
    TextTable items = TextTable.of("PK", "SK", "GSI1PK", "GSI1SK", "attributes");
    addRow(items, getItem(CourseKeys.key("math204")));
    addRow(items, getItem(UserKeys.key(DemoData.ALICE)));
    addRow(items, getItem(FollowKeys.key(DemoData.ALICE, DemoData.BOB)));
    addRow(items, getItem(FollowKeys.key(DemoData.ALICE, DemoData.CELEBRITY)));
    narrator.table(items);
    narrator.blank();
    narrator.say(
        "The ids live only in the keys; other components are plain attributes named as the",
        "components; a node has no GSI1 keys, so the index holds only edges.");
  }

  /** Every item of one base-table partition, in sort-key order. */
  List<Map<String, AttributeValue>> queryPartition(String pk) {
    return client
        .queryPaginator(
            q ->
                q.tableName(table)
                    .keyConditionExpression("#pk = :pk")
                    .expressionAttributeNames(Map.of("#pk", "PK"))
                    .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(pk)))
                    .consistentRead(true))
        .items()
        .stream()
        .toList();
  }

  Map<String, AttributeValue> getItem(Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item =
        client.getItem(g -> g.tableName(table).key(key).consistentRead(true)).item();
    if (item == null || item.isEmpty()) {
      throw new IllegalStateException("expected an item at " + key + " in table " + table);
    }
    return item;
  }

  private static void addRow(TextTable table, Map<String, AttributeValue> item) {
    table.row(
        Show.text(item, "PK"),
        Show.text(item, "SK"),
        Show.text(item, "GSI1PK"),
        Show.text(item, "GSI1SK"),
        Show.otherAttributes(item, KEYS));
  }
}
