package io.edgetable.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.ItemTooLargeException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemSizeTest {

  @Test
  void countsNamesAndValuesAsTheDeveloperGuideDoes() {
    assertEquals(2 + 5, ItemSize.of(Map.of("PK", s("STU#1"))));
    assertEquals(4 + 2, ItemSize.of(Map.of("name", s("é")))); // "é" is 2 bytes of UTF-8
    assertEquals(1 + 1, ItemSize.of(Map.of("b", AttributeValue.fromBool(true))));
    assertEquals(
        1 + 4, ItemSize.of(Map.of("x", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[4])))));
    assertEquals(
        1 + 3 + (1 + 1) + (2 + 1),
        ItemSize.of(Map.of("m", AttributeValue.fromM(Map.of("k", s("v"), "kk", s("w"))))));
    assertEquals(
        1 + 3 + 1 + 2, ItemSize.of(Map.of("l", AttributeValue.fromL(List.of(s("a"), s("bc"))))));
    assertEquals(1 + 1 + 2, ItemSize.of(Map.of("s", AttributeValue.fromSs(List.of("a", "bc")))));
  }

  @Test
  void numbersTakeOneBytePerTwoSignificantDigitsPlusOne() {
    assertEquals(2, ItemSize.numberSize("0"));
    assertEquals(2, ItemSize.numberSize("7"));
    assertEquals(2, ItemSize.numberSize("-12"));
    assertEquals(3, ItemSize.numberSize("123"));
    assertEquals(2, ItemSize.numberSize("1000000"));
    assertEquals(2, ItemSize.numberSize("0.001"));
    assertEquals(3, ItemSize.numberSize("1.25E10"));
    assertEquals(20, ItemSize.numberSize("12345678901234567890123456789012345678"));
  }

  @Test
  void rejectsItemsOver400KbNamingTheKey() {
    Map<String, AttributeValue> fits = key("P", "S"); // 1+1 + 2+1 = 6 bytes
    fits.put("d", s("x".repeat(ItemSize.MAX_ITEM_BYTES - 6 - 1)));
    assertEquals(ItemSize.MAX_ITEM_BYTES, ItemSize.of(fits));
    ItemSize.check(fits);

    Map<String, AttributeValue> over = key("P", "S");
    over.put("d", s("x".repeat(ItemSize.MAX_ITEM_BYTES - 6)));
    ItemTooLargeException e = assertThrows(ItemTooLargeException.class, () -> ItemSize.check(over));
    assertTrue(e.getMessage().contains("PK=P, SK=S"), e.getMessage());
    assertTrue(e.getMessage().contains("409601 bytes"), e.getMessage());
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  /** An item of only the key {@code PK}, {@code SK}, to add attributes to. */
  private static Map<String, AttributeValue> key(String pk, String sk) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("PK", s(pk));
    item.put("SK", s(sk));
    return item;
  }
}
