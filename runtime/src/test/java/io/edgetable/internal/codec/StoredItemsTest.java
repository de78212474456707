package io.edgetable.internal.codec;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class StoredItemsTest {
  private static AttributeValue n(String number) {
    return AttributeValue.fromN(number);
  }

  @Test
  void numbersCompareByValueAndSetsWithoutOrder() {
    Map<String, AttributeValue> written =
        Map.of(
            "price", n("1.50"),
            "tags", AttributeValue.fromSs(List.of("b", "a")),
            "sizes", AttributeValue.fromNs(List.of("10", "2.0")),
            "home", AttributeValue.fromM(Map.of("floor", n("3"))));
    Map<String, AttributeValue> stored =
        Map.of(
            "price", n("1.5"),
            "tags", AttributeValue.fromSs(List.of("a", "b")),
            "sizes", AttributeValue.fromNs(List.of("2", "1E+1")),
            "home", AttributeValue.fromM(Map.of("floor", n("3.0"))));
    assertTrue(StoredItems.same(written, stored));
  }

  @Test
  void anotherValueTypeOrOrderOfAListDiffers() {
    assertFalse(StoredItems.same(Map.of("a", n("1")), Map.of("a", n("2"))));
    assertFalse(StoredItems.same(Map.of("a", n("1")), Map.of("a", AttributeValue.fromS("1"))));
    assertFalse(StoredItems.same(Map.of("a", n("1")), Map.of("a", n("1"), "b", n("1"))));
    assertFalse(
        StoredItems.same(
            Map.of("l", AttributeValue.fromL(List.of(n("1"), n("2")))),
            Map.of("l", AttributeValue.fromL(List.of(n("2"), n("1"))))));
    assertFalse(
        StoredItems.same(
            Map.of("s", AttributeValue.fromSs(List.of("a"))),
            Map.of("s", AttributeValue.fromSs(List.of("a", "b")))));
  }
}
