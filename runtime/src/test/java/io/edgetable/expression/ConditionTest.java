package io.edgetable.expression;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ConditionTest {
  /** Stands for a user record; the fields below are what FooFields would declare. */
  record Item(
      String name,
      String status,
      long count,
      double size,
      LocalDate day,
      List<String> tags,
      Set<Integer> codes) {}

  static final StringField<Item> NAME = new StringField<>("name");
  static final StringField<Item> STATUS = new StringField<>("status");
  static final ComparableField<Item, Long> COUNT =
      new ComparableField<>("count", AttributeEncoders::encodeLong);
  static final ComparableField<Item, Double> SIZE =
      new ComparableField<>("size", v -> AttributeEncoders.encodeDouble("size", v));
  static final ComparableField<Item, LocalDate> DAY =
      new ComparableField<>("day", AttributeEncoders::encodeLocalDate);
  static final CollectionField<Item, List<String>, String> TAGS =
      new CollectionField<>(
          "tags",
          v -> AttributeEncoders.encodeList(v, AttributeEncoders::encodeString),
          AttributeEncoders::encodeString);
  static final CollectionField<Item, Set<Integer>, Integer> CODES =
      new CollectionField<>(
          "codes",
          v -> AttributeEncoders.encodeNumberSet("codes", v),
          AttributeEncoders::encodeInt);

  private final ExpressionWriter writer = new ExpressionWriter();

  private String render(Condition<Item> condition) {
    return Expressions.render(condition, writer);
  }

  @Test
  void comparisonsUsePlaceholdersForReservedWords() {
    assertEquals("#n0 = :v0", render(NAME.eq("Ada")));
    assertEquals("#n1 <> :v1", render(STATUS.ne("gone")));
    assertEquals("#n2 < :v2", render(COUNT.lt(3L)));
    assertEquals("#n2 <= :v3", render(COUNT.le(3L)));
    assertEquals("#n3 > :v4", render(SIZE.gt(1.5)));
    assertEquals("#n3 >= :v5", render(SIZE.ge(1.5)));
    assertEquals(
        Map.of("#n0", "name", "#n1", "status", "#n2", "count", "#n3", "size"), writer.names());
    assertEquals(AttributeValue.fromS("Ada"), writer.values().get(":v0"));
    assertEquals(AttributeValue.fromN("3"), writer.values().get(":v2"));
    assertEquals(AttributeValue.fromN("1.5"), writer.values().get(":v4"));
  }

  @Test
  void functions() {
    assertEquals(
        "#n0 BETWEEN :v0 AND :v1",
        render(DAY.between(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 6, 30))));
    assertEquals(AttributeValue.fromS("2026-06-30"), writer.values().get(":v1"));
    assertEquals("begins_with(#n1, :v2)", render(NAME.beginsWith("A")));
    assertEquals("contains(#n1, :v3)", render(NAME.contains("d")));
    assertEquals("attribute_exists(#n2)", render(STATUS.exists()));
    assertEquals("attribute_not_exists(#n3)", render(COUNT.notExists()));
    assertEquals("contains(#n4, :v4)", render(TAGS.contains("red")));
    assertEquals(AttributeValue.fromS("red"), writer.values().get(":v4"));
    assertEquals("contains(#n5, :v5)", render(CODES.contains(7)));
    assertEquals(AttributeValue.fromN("7"), writer.values().get(":v5"));
    assertEquals("size(#n4) > :v6", render(TAGS.size().gt(2)));
    assertEquals("size(#n1) BETWEEN :v7 AND :v8", render(NAME.size().between(1, 10)));
    assertEquals("size(#n5) = :v9", render(CODES.size().eq(0)));
  }

  @Test
  void in() {
    assertEquals(
        "#n0 IN (:v0, :v1) AND #n1 = :v2",
        render(STATUS.in(List.of("new", "used")).and(NAME.eq("x"))));
    assertEquals(AttributeValue.fromS("used"), writer.values().get(":v1"));
    assertThrows(IllegalArgumentException.class, () -> STATUS.in(List.of()));
  }

  @Test
  void precedenceIsKeptWithMinimalParentheses() {
    Condition<Item> a = NAME.eq("a");
    Condition<Item> b = STATUS.eq("b");
    Condition<Item> c = COUNT.eq(1L);
    assertEquals("#n0 = :v0 AND #n1 = :v1 AND #n2 = :v2", render(a.and(b).and(c)));
    assertEquals("#n0 = :v3 OR #n1 = :v4 AND #n2 = :v5", render(a.or(b.and(c))));
    assertEquals("(#n0 = :v6 OR #n1 = :v7) AND #n2 = :v8", render(a.or(b).and(c)));
    assertEquals("#n0 = :v9 AND (#n1 = :v10 OR #n2 = :v11)", render(a.and(b.or(c))));
    assertEquals("NOT (#n0 = :v12 OR #n1 = :v13)", render(Condition.not(a.or(b))));
    assertEquals("NOT (#n0 = :v14) AND #n1 = :v15", render(Condition.not(a).and(b)));
  }

  @Test
  void conditionsAreImmutableAndRenderAgain() {
    Condition<Item> condition = NAME.eq("x").and(COUNT.gt(1L));
    ExpressionWriter first = new ExpressionWriter();
    ExpressionWriter second = new ExpressionWriter();
    assertEquals(Expressions.render(condition, first), Expressions.render(condition, second));
    assertEquals(first.values(), second.values());
  }

  @Test
  void anOrInsideAnAndIsParenthesised() {
    Condition<Item> either = COUNT.eq(1L).or(SIZE.eq(2.0));
    assertEquals("(#n0 = :v0 OR #n1 = :v1) AND #n2 = :v2", render(either.and(NAME.eq("z"))));
  }

  @Test
  void badValuesFailWhenBuilt() {
    IllegalArgumentException nullValue =
        assertThrows(IllegalArgumentException.class, () -> NAME.eq(null));
    assertTrue(nullValue.getMessage().contains("notExists()"), nullValue.getMessage());
    IllegalArgumentException nan =
        assertThrows(IllegalArgumentException.class, () -> SIZE.eq(Double.NaN));
    assertTrue(nan.getMessage().contains("'size'"), nan.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TAGS.contains(null));
    assertThrows(NullPointerException.class, () -> NAME.eq("a").and(null));
  }

  @Test
  void writerReusesNamePlaceholders() {
    ExpressionWriter w = new ExpressionWriter();
    assertEquals("#n0", w.name("count"));
    assertEquals("#n0", w.name("count"));
    assertEquals("#n1", w.name("PK"));
    assertEquals(":v0", w.value(AttributeValue.fromS("a")));
    assertEquals(":v1", w.value(AttributeValue.fromS("a")));
  }
}
