package io.edgetable.internal.expression;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ExpressionWriterTest {

  @Test
  void namesAreDeduplicatedAndValuesAreFresh() {
    ExpressionWriter writer = new ExpressionWriter();
    String status = writer.name("status");
    assertEquals(status, writer.name("status"));
    assertNotEquals(status, writer.name("count"));
    String first = writer.value(s("open"));
    String second = writer.value(s("open"));
    assertNotEquals(first, second);
    assertEquals(Map.of("#n0", "status", "#n1", "count"), writer.names());
    assertEquals(Map.of(":v0", s("open"), ":v1", s("open")), writer.values());
  }

  @Test
  void prefixesKeepSeparateWritersApart() {
    ExpressionWriter key = new ExpressionWriter("k");
    ExpressionWriter filter = new ExpressionWriter("f");
    assertNotEquals(key.name("PK"), filter.name("PK"));
    assertNotEquals(key.value(s("a")), filter.value(s("a")));
    assertEquals("#kn0", key.name("PK"));
    assertEquals(":fv0", filter.values().keySet().iterator().next());
  }

  @Test
  void emptyMapsAreLeftOutOfRequests() {
    ExpressionWriter writer = new ExpressionWriter();
    assertNull(writer.namesOrNull());
    assertNull(writer.valuesOrNull());
    writer.name("PK");
    assertEquals(Map.of("#n0", "PK"), writer.namesOrNull());
    assertNull(writer.valuesOrNull());
  }

  @Test
  void rejectsBadInput() {
    assertThrows(IllegalArgumentException.class, () -> new ExpressionWriter("a-b"));
    assertThrows(IllegalArgumentException.class, () -> new ExpressionWriter().name(""));
    assertThrows(IllegalArgumentException.class, () -> new ExpressionWriter().value(null));
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }
}
