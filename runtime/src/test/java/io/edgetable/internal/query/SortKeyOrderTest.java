package io.edgetable.internal.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class SortKeyOrderTest {

  @Test
  void comparesByCodePointLikeDynamoDbsUtf8Bytes() {
    String fullwidthTilde = "\uFF5E";
    String grinning = "\uD83D\uDE00";
    assertTrue(fullwidthTilde.compareTo(grinning) > 0, "UTF-16 units put the emoji first");
    assertTrue(
        SortKeyOrder.compareCodePoints(fullwidthTilde, grinning) < 0,
        "code points (and UTF-8) do not");
    assertTrue(SortKeyOrder.compareCodePoints("ab", "abc") < 0);
    assertTrue(SortKeyOrder.compareCodePoints("abc", "ab") > 0);
    assertEquals(0, SortKeyOrder.compareCodePoints("", ""));
    assertTrue(SortKeyOrder.compareCodePoints("Z", "a") < 0);
  }

  @Test
  void ordersBySortKeyThenTheBaseTableKeysAndReversesWhenDescending() {
    QuerySpec<String> spec;
    // A query needs a client; this one is never called, so it needs no server either.
    try (DynamoDbClient client = DynamoDbClient.builder()
        .region(Region.US_EAST_1)
        .credentialsProvider(AnonymousCredentialsProvider.create())
        .build()) {
      spec = QuerySpec.index(client, "t", "GSI1", List.of("X#0", "X#1"), "A#", item -> "");
    }
    Map<String, AttributeValue> a = key("X#1", "A#1", "P#2");
    Map<String, AttributeValue> b = key("X#0", "A#1", "P#3");
    Map<String, AttributeValue> c = key("X#0", "A#2", "P#1");
    List<Map<String, AttributeValue>> items = new ArrayList<>(List.of(c, b, a));
    items.sort(SortKeyOrder.of(spec, false));
    assertEquals(List.of(a, b, c), items);
    items.sort(SortKeyOrder.of(spec, true));
    assertEquals(List.of(c, b, a), items);
    assertEquals(Optional.of("A#"), spec.sortPrefix());
  }

  private static Map<String, AttributeValue> key(String gsiPk, String gsiSk, String pk) {
    return Map.of(
        "GSI1PK",
        AttributeValue.fromS(gsiPk),
        "GSI1SK",
        AttributeValue.fromS(gsiSk),
        "PK",
        AttributeValue.fromS(pk),
        "SK",
        AttributeValue.fromS("S"));
  }
}
