package io.edgetable.expression;

import io.edgetable.expression.ListField;
import io.edgetable.expression.NumberField;
import io.edgetable.expression.OrderedField;
import io.edgetable.expression.PrimitiveField;
import io.edgetable.expression.PrimitiveNumberField;
import io.edgetable.expression.SetField;
import io.edgetable.expression.StringField;
import io.edgetable.expression.Update;
import io.edgetable.expression.ValueField;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.internal.expression.Expressions;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.codec.FieldEncoders;
import io.edgetable.internal.expression.UpdateClauses;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The update actions of the field classes: which clause each renders, with the value the marshaller
 * would store, and what they refuse before anything is built.
 */
class FieldUpdatesTest {
  private static final class Item {}

  private static final StringField<Item> NAME = new StringField<>("name");
  private static final NumberField<Item, Integer> KARMA =
      new NumberField<>("karma", FieldEncoders.INT);
  private static final PrimitiveNumberField<Item, Long> VISITS =
      new PrimitiveNumberField<>("visits", FieldEncoders.LONG);
  private static final OrderedField<Item, Instant> EXPIRES =
      new OrderedField<>("expiresAt", FieldEncoders.EPOCH_SECONDS);
  private static final OrderedField<Item, Instant> SINCE =
      new OrderedField<>("since", FieldEncoders.INSTANT);
  private static final PrimitiveField<Item, Boolean> OPEN =
      new PrimitiveField<>("open", FieldEncoders.BOOLEAN);
  private static final ListField<Item, String> TAGS =
      new ListField<>(
          "tags",
          list ->
              AttributeEncoders.encodeList(list, e -> AttributeEncoders.encodeString("tags[]", e)),
          e -> AttributeEncoders.encodeString("tags[]", e));
  private static final SetField<Item, String> LABELS =
      new SetField<>(
          "labels",
          set -> AttributeEncoders.encodeStringSet("labels", set),
          e -> AttributeEncoders.encodeString("labels[]", e));

  /** The rendered expression and its values, in placeholder order. */
  private record Rendered(String expression, List<AttributeValue> values) {}

  private static Rendered render(Update<Item> update) {
    ExpressionWriter writer = new ExpressionWriter();
    UpdateClauses clauses = new UpdateClauses(writer);
    Expressions.render(update, clauses);
    return new Rendered(clauses.render(), new ArrayList<>(writer.values().values()));
  }

  @Test
  void eachActionRendersItsClauseWithTheStoredValue() {
    Instant at = Instant.parse("2030-01-02T03:04:05.600Z");
    Rendered r =
        render(
            NAME.set("Ada")
                .and(KARMA.add(-2))
                .and(VISITS.setIfAbsent(0L))
                .and(EXPIRES.set(at))
                .and(SINCE.set(at))
                .and(OPEN.set(true))
                .and(TAGS.append(Arrays.asList("x", null)))
                .and(LABELS.removeAll(List.of("old")))
                .and(new ValueField<Item, String>("note", AttributeValue::fromS).remove()));
    assertEquals(
        "SET #n0 = :v0, #n2 = if_not_exists(#n2, :v2), #n3 = :v3, #n4 = :v4, #n5 = :v5,"
            + " #n6 = list_append(if_not_exists(#n6, :v6), :v7) REMOVE #n8 ADD #n1 :v1"
            + " DELETE #n7 :v8",
        r.expression());
    assertEquals(
        List.of(
            AttributeValue.fromS("Ada"),
            AttributeValue.fromN("-2"),
            AttributeValue.fromN("0"),
            AttributeValue.fromN(Long.toString(at.getEpochSecond())), // a TTL: epoch seconds
            AttributeEncoders.encodeInstant(at), // any other instant: the marshaller's text
            AttributeValue.fromBool(true),
            AttributeValue.fromL(List.of()),
            AttributeValue.fromL(List.of(AttributeValue.fromS("x"), AttributeValue.fromNul(true))),
            AttributeValue.fromSs(List.of("old"))),
        r.values());
  }

  @Test
  void anEmptySetIsRemovedAsTheMarshallerOmitsIt() {
    assertEquals(new Rendered("REMOVE #n0", List.of()), render(LABELS.set(Set.of())));
    assertEquals("SET #n0 = :v0", render(LABELS.set(Set.of("a"))).expression());
    assertEquals("ADD #n0 :v0", render(LABELS.addAll(Set.of("a"))).expression());
    assertThrows(IllegalArgumentException.class, () -> LABELS.setIfAbsent(Set.of()));
    assertThrows(IllegalArgumentException.class, () -> LABELS.addAll(List.of()));
    assertThrows(IllegalArgumentException.class, () -> LABELS.removeAll(Arrays.asList("a", null)));
  }

  @Test
  void nullValuesAreRefusedNamingTheFixWhereThereIsOne() {
    IllegalArgumentException nullable =
        assertThrows(IllegalArgumentException.class, () -> NAME.set(null));
    assertTrue(nullable.getMessage().contains("use remove()"), nullable.getMessage());
    IllegalArgumentException primitive =
        assertThrows(IllegalArgumentException.class, () -> VISITS.add(null));
    assertFalse(primitive.getMessage().contains("remove()"), primitive.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TAGS.append(null));
  }

  @Test
  void stringsAreCheckedAsTheMarshallerChecksThem() {
    for (Runnable refused :
        List.<Runnable>of(
            () -> NAME.set("a\uD800"),
            () -> NAME.setIfAbsent("\uDC00"),
            () -> NAME.eq("x\uD800y"),
            () -> NAME.beginsWith("\uD800"),
            () -> NAME.in(List.of("ok", "\uDFFF")))) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, refused::run);
      assertTrue(e.getMessage().contains("'name'"), e.getMessage());
    }
    IllegalArgumentException element =
        assertThrows(IllegalArgumentException.class, () -> TAGS.append(List.of("\uD800")));
    assertTrue(element.getMessage().contains("'tags[]'"), element.getMessage());
    assertEquals("SET #n0 = :v0", render(NAME.set("\uD83D\uDE00 paired")).expression());
  }
}
