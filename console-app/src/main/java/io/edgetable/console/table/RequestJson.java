package io.edgetable.console.table;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** A QueryRequest as the JSON of DynamoDB's API, to show the exact request that was sent. */
public final class RequestJson {
  private RequestJson() {}

  public static ObjectNode of(QueryRequest request) {
    ObjectNode json = Jsons.object();
    json.put("TableName", request.tableName());
    if (request.indexName() != null) {
      json.put("IndexName", request.indexName());
    }
    json.put("KeyConditionExpression", request.keyConditionExpression());
    if (request.filterExpression() != null) {
      json.put("FilterExpression", request.filterExpression());
    }
    ObjectNode names = json.putObject("ExpressionAttributeNames");
    request.expressionAttributeNames().forEach(names::put);
    json.set("ExpressionAttributeValues", DynamoJson.item(request.expressionAttributeValues()));
    if (request.limit() != null) {
      json.put("Limit", request.limit());
    }
    if (request.scanIndexForward() != null) {
      json.put("ScanIndexForward", request.scanIndexForward());
    }
    if (request.hasExclusiveStartKey()) {
      json.set("ExclusiveStartKey", DynamoJson.item(request.exclusiveStartKey()));
    }
    if (request.returnConsumedCapacity() != null) {
      json.put("ReturnConsumedCapacity", request.returnConsumedCapacityAsString());
    }
    return json;
  }
}
