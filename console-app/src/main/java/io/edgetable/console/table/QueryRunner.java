package io.edgetable.console.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Runs one page of a {@link QuerySpec}: exactly one Query, on the table or on the index the spec
 * names, continuing from its cursor. "Load more" is the same Query with the next cursor, never a
 * Scan.
 */
public final class QueryRunner {
  private final DynamoDbClient client;
  private final Cursors cursors;

  public QueryRunner(DynamoDbClient client, Cursors cursors) {
    this.client = client;
    this.cursors = cursors;
  }

  /** The request the spec's page sends. */
  public QueryRequest request(QuerySpec spec) {
    Expressions x = new Expressions();
    List<Clause> key = new ArrayList<>();
    key.add(new Clause(spec.keyAttribute(), "=", List.of(spec.keyValue())));
    key.addAll(spec.sort());
    String keyCondition = x.keys(key);
    String filter = x.all(spec.filters());
    QueryRequest.Builder request = QueryRequest.builder()
        .tableName(spec.table().name())
        .indexName(spec.index())
        .keyConditionExpression(keyCondition)
        .filterExpression(filter)
        .expressionAttributeNames(x.names())
        .expressionAttributeValues(x.values())
        .limit(spec.limit())
        .scanIndexForward(!spec.descending())
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
    if (spec.cursor() != null) {
      JsonNode position = cursors.decode(spec.cursor(), shape(spec, keyCondition, filter));
      request.exclusiveStartKey(DynamoJson.toItem(position, "cursor"));
    }
    return request.build();
  }

  /** Runs the page: {@code items}, {@code cursor}, counts, capacity and the request sent. */
  public ObjectNode run(QuerySpec spec) {
    QueryRequest request = request(spec);
    QueryResponse response = client.query(request);
    ObjectNode result = Jsons.object();
    ArrayNode items = result.putArray("items");
    response.items().forEach(item -> items.add(DynamoJson.item(item)));
    Map<String, AttributeValue> last = response.lastEvaluatedKey();
    if (response.hasLastEvaluatedKey() && !last.isEmpty()) {
      String shape = shape(spec, request.keyConditionExpression(), request.filterExpression());
      result.put("cursor", cursors.encode(DynamoJson.item(last), shape));
    } else {
      result.putNull("cursor");
    }
    result.put("count", response.count());
    result.put("scannedCount", response.scannedCount());
    if (response.consumedCapacity() != null
        && response.consumedCapacity().capacityUnits() != null) {
      result.put("consumedCapacity", response.consumedCapacity().capacityUnits());
    } else {
      result.putNull("consumedCapacity");
    }
    result.set("request", RequestJson.of(request));
    return result;
  }

  /** What a cursor is bound to: everything but the filter's values. */
  static String shape(QuerySpec spec, String keyCondition, String filter) {
    return String.join("\u0000", "query", spec.table().name(), String.valueOf(spec.index()),
        Jsons.write(DynamoJson.value(spec.keyValue())), keyCondition,
        Jsons.write(spec.sort().stream().flatMap(s -> s.values().stream())
            .map(DynamoJson::value).toList()),
        String.valueOf(spec.descending()), String.valueOf(filter));
  }
}
