package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

class ShowTest {

  @Test
  void aQueryShowsWhatDecidesWhatItReads() {
    QueryRequest request =
        QueryRequest.builder()
            .tableName("school")
            .indexName("GSI1")
            .keyConditionExpression("#pk = :pk AND begins_with(#sk, :prefix)")
            .expressionAttributeNames(Map.of("#sk", "GSI1SK", "#pk", "GSI1PK"))
            .expressionAttributeValues(
                Map.of(
                    ":pk",
                    AttributeValue.fromS("CRS#math204"),
                    ":prefix",
                    AttributeValue.fromS("ENROLL#STU#")))
            .limit(80)
            .scanIndexForward(false)
            .build();
    assertEquals(
        List.of(
            "Query TableName=school IndexName=GSI1",
            "  KeyConditionExpression:    #pk = :pk AND begins_with(#sk, :prefix)",
            "  ExpressionAttributeNames:  {#pk=GSI1PK, #sk=GSI1SK}",
            "  ExpressionAttributeValues: {:pk=\"CRS#math204\", :prefix=\"ENROLL#STU#\"}",
            "  Limit=80, ScanIndexForward=false"),
        Show.request(request));
  }

  @Test
  void attributesOtherThanKeysInNameOrder() {
    Map<String, AttributeValue> item =
        Map.of(
            "PK",
            AttributeValue.fromS("STU#a91"),
            "SK",
            AttributeValue.fromS("STU#a91"),
            "name",
            AttributeValue.fromS("Ada Okafor"),
            "courseCount",
            AttributeValue.fromN("3"));
    assertEquals("courseCount=3 name=\"Ada Okafor\"", Show.otherAttributes(item, RawLayout.KEYS));
    assertEquals("STU#a91", Show.text(item, "PK"));
    assertEquals(null, Show.text(item, "GSI1PK"));
  }

  @Test
  void longCursorsAreShortenedShortOnesKept() {
    assertEquals("short", Show.abbreviate("short"));
    String cursor = "A".repeat(12) + "x".repeat(100) + "BBBBBB";
    assertEquals("AAAAAAAAAAAA...BBBBBB (118 chars)", Show.abbreviate(cursor));
  }
}
