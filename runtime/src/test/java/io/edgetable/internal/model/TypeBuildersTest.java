package io.edgetable.internal.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.ItemMarshaller;
import io.edgetable.exception.InvalidKeyException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The types generated DAOs build as data: each method answers from what the builder was given,
 * the checks of the abstract types still apply, and a type without its keys is refused.
 */
class TypeBuildersTest {
  record Person(int id, String name, Long version) {}

  record Knows(int from, String to, long since) {}

  private static final ItemMarshaller<Person> PEOPLE = new Unused<>();
  private static final ItemMarshaller<Knows> KNOWS = new Unused<>();

  private static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  @Test
  void aNodeTypeAnswersFromItsParts() {
    NodeType<Person, Integer> type =
        NodeType.<Person, Integer>builder(
                "Person", PEOPLE, "personId", "person", "people")
            .keys(id -> key("P#" + id, "P#" + id), Person::id)
            .attributes(List.of("knows"), List.of("name"))
            .counterShards(List.of(new CounterShards("knows", 4)))
            .version("version", Person::version)
            .ttl("expiresAt")
            .build();

    assertEquals(key("P#7", "P#7"), type.tableKey(7));
    assertEquals(7, type.keyOf(new Person(7, "Ada", 3L)));
    assertEquals(List.of("knows"), type.counterAttributes());
    assertEquals(List.of("name"), type.removableAttributes());
    assertTrue(type.hasCounterItems());
    assertEquals(Optional.of("version"), type.versionAttribute());
    assertEquals(3L, type.versionOf(new Person(7, "Ada", 3L)));
    assertEquals(0L, type.versionOf(new Person(7, "Ada", null)), "a null Long is version 0");
    assertEquals(Optional.of("expiresAt"), type.ttlAttribute());
    assertEquals("people", type.recordsName());
    // The abstract type's checks: a null id is refused before the key builder unboxes it.
    assertThrows(InvalidKeyException.class, () -> type.tableKey(null));
  }

  @Test
  void anEdgeTypeAnswersFromItsParts() {
    EdgeType<Knows, Integer, String> type =
        EdgeType.<Knows, Integer, String>builder(
                "Knows", KNOWS, "from", "to", "knows", "knowsList")
            .keys("KNOWS#", (from, to) -> key("P#" + from, "KNOWS#" + to), from -> "P#" + from)
            .ids(
                Knows::from,
                Knows::to,
                item -> Integer.valueOf(item.get("PK").s().substring(2)),
                item -> item.get("SK").s().substring(6))
            .build();

    assertEquals(key("P#1", "KNOWS#bob"), type.tableKey(new EdgeKey<>(1, "bob")));
    assertEquals(new EdgeKey<>(1, "bob"), type.keyOf(new Knows(1, "bob", 5)));
    assertEquals(new EdgeKey<>(1, "bob"), type.keyFromItem(key("P#1", "KNOWS#bob")));
    assertEquals("P#1", type.forwardPartition(1));
    assertEquals("KNOWS#", type.sortPrefix());
    assertFalse(type.counted());
    assertEquals(List.of(), type.counters(new EdgeKey<>(1, "bob")));
    assertEquals(Optional.empty(), type.versionAttribute());
    assertThrows(UnsupportedOperationException.class, () -> type.versionOf(new Knows(1, "b", 5)));
    assertEquals("Knows(1, bob)", type.describe(new EdgeKey<>(1, "bob")));
    assertThrows(InvalidKeyException.class, () -> type.tableKey(new EdgeKey<>(null, "bob")));
  }

  @Test
  void aCountedEdgeTypeMovesItsCounters() {
    CounterUpdate update =
        CounterUpdate.of(key("P#1", "P#1"), "knows", "Person", 1);
    EdgeType<Knows, Integer, String> type =
        EdgeType.<Knows, Integer, String>builder(
                "Knows", KNOWS, "from", "to", "knows", "knowsList")
            .keys("KNOWS#", (from, to) -> key("P#" + from, "KNOWS#" + to), from -> "P#" + from)
            .ids(Knows::from, Knows::to, item -> 1, item -> "bob")
            .counters((from, to) -> List.of(update))
            .build();

    assertTrue(type.counted());
    assertEquals(List.of(update), type.counters(new EdgeKey<>(1, "bob")));
  }

  @Test
  void aTypeWithoutItsKeysIsRefused() {
    IllegalStateException node =
        assertThrows(
            IllegalStateException.class,
            () -> NodeType.<Person, Integer>builder("Person", PEOPLE, "id", "p", "ps").build());
    assertTrue(node.getMessage().startsWith("Person: "), node.getMessage());
    assertThrows(
        IllegalStateException.class,
        () ->
            EdgeType.<Knows, Integer, String>builder("Knows", KNOWS, "from", "to", "k", "ks")
                .keys("KNOWS#", (from, to) -> Map.of(), from -> "")
                .build());
  }

  /** The builders hold a marshaller; these tests never marshal. */
  private static final class Unused<T> implements ItemMarshaller<T> {
    @Override
    public Map<String, AttributeValue> toItem(T value) {
      throw new AssertionError("not called");
    }

    @Override
    public T fromItem(Map<String, AttributeValue> item) {
      throw new AssertionError("not called");
    }
  }
}
