package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Update;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * {@code update(ids..., update[, condition])} with every action, against moto: one UpdateItem each,
 * the record as stored after it, values stored exactly as the marshaller stores them, and nothing
 * written (nor created) when the item is absent or the condition fails. {@code AsyncUpdateDaoTest}
 * runs every scenario on the asynchronous DAOs.
 */
class UpdateDaoTest extends WorkspaceTest {
  private static final Instant SINCE = Instant.parse("2026-01-02T03:04:05.123456789Z");
  private static final UUID TOKEN = UUID.fromString("1b4e28ba-2fa1-11d2-883f-0016d3cca427");

  private Map<String, AttributeValue> stored(String handle) {
    return w.raw(PersonKeys.key(handle));
  }

  @Test
  void everyActionIsOneUpdateItemReturningTheRecordAsStored() {
    w.persons.put(Person.of("ada", "old bio"));
    Update<Person> update =
        PersonFields.bio
            .set("new bio")
            .and(PersonFields.karma.add(5)) // absent: counts as 0
            .and(PersonFields.visits.add(2))
            .and(PersonFields.score.set(4.5))
            .and(PersonFields.verified.set(true))
            .and(PersonFields.premium.set(false))
            .and(PersonFields.initial.set('z'))
            .and(PersonFields.since.set(SINCE))
            .and(PersonFields.born.setIfAbsent(LocalDate.of(1815, 12, 10)))
            .and(PersonFields.token.set(TOKEN))
            .and(PersonFields.level.set(Person.Level.GOLD))
            .and(PersonFields.notes.append(List.of("first", "second")))
            .and(PersonFields.labels.addAll(Set.of("math", "poetry")))
            .and(PersonFields.lucky.addAll(Set.of(7, 13)))
            .and(PersonFields.stats.set(Map.of("papers", 3)))
            .and(PersonFields.place.set(new Person.Place("London", 2)));
    Person expected =
        new Person(
            "ada",
            "new bio",
            5,
            2,
            4.5,
            true,
            false,
            'z',
            SINCE,
            LocalDate.of(1815, 12, 10),
            TOKEN,
            Person.Level.GOLD,
            List.of("first", "second"),
            Set.of("math", "poetry"),
            Set.of(7, 13),
            Map.of("papers", 3),
            new Person.Place("London", 2),
            0);

    List<Optional<Person>> after = new java.util.ArrayList<>();
    assertEquals(
        Map.of("UpdateItem", 1), w.requestsOf(() -> after.add(w.persons.update("ada", update))));
    UpdateItemRequest sent = w.requests.requests(UpdateItemRequest.class).get(0);
    assertEquals(ReturnValue.ALL_NEW, sent.returnValues());
    assertTrue(sent.conditionExpression().startsWith("attribute_exists("), sent::toString);
    assertFalse(sent.updateExpression().contains("bio"), "names are placeholders");

    assertEquals(List.of(Optional.of(expected)), after);
    assertEquals(Optional.of(expected), w.persons.get("ada"));
    // Stored exactly as a put of the same record stores it: instants, dates, enums, sets, maps.
    assertEquals(PersonMarshaller.INSTANCE.toItem(expected), stored("ada"));
  }

  @Test
  void addAccumulatesAndRemovesAreStoredAsAPutOfNullWouldBe() {
    Person full =
        new Person(
            "bob",
            "bio",
            10,
            1,
            0,
            false,
            true,
            'b',
            SINCE,
            null,
            null,
            Person.Level.BRONZE,
            List.of("n"),
            Set.of("a", "b"),
            Set.of(1),
            null,
            null,
            0);
    w.persons.put(full);
    w.persons.update("bob", PersonFields.karma.add(-3).and(PersonFields.visits.add(4)));
    Person after =
        w.persons
            .update(
                "bob",
                PersonFields.bio
                    .remove()
                    .and(PersonFields.premium.remove())
                    .and(PersonFields.since.remove())
                    .and(PersonFields.level.remove())
                    .and(PersonFields.notes.remove())
                    .and(PersonFields.labels.removeAll(Set.of("a", "b", "zz")))
                    .and(PersonFields.lucky.set(Set.of())))
            .orElseThrow();
    Person expected =
        new Person(
            "bob", null, 7, 5, 0, false, null, 'b', null, null, null, null, null, Set.of(),
            Set.of(), null, null, 0);
    assertEquals(expected, after);
    // An emptied set and an empty set are not stored at all, as the marshaller omits them.
    assertEquals(PersonMarshaller.INSTANCE.toItem(expected), stored("bob"));
  }

  @Test
  void setIfAbsentKeepsWhatIsStored() {
    w.persons.put(
        new Person(
            "cy", "mine", null, 0, 0, false, null, 'c', SINCE, null, null, null, null, Set.of(),
            Set.of(), null, null, 0));
    Person after =
        w.persons
            .update(
                "cy",
                PersonFields.bio
                    .setIfAbsent("theirs")
                    .and(PersonFields.since.setIfAbsent(Instant.EPOCH))
                    .and(PersonFields.karma.setIfAbsent(42)))
            .orElseThrow();
    assertEquals("mine", after.bio());
    assertEquals(SINCE, after.since());
    assertEquals(42, after.karma());
  }

  @Test
  void appendAddsAtTheEndOfAStoredList() {
    w.persons.put(Person.of("dee", "x"));
    w.persons.update("dee", PersonFields.notes.append(List.of("a")));
    w.persons.update("dee", PersonFields.notes.append(List.of("b", "c")));
    assertEquals(List.of("a", "b", "c"), w.persons.get("dee").orElseThrow().notes());
  }

  @Test
  void anAbsentItemIsNeverCreated() {
    assertOneUpdateItem(
        Optional.empty(), () -> w.persons.update("ghost", PersonFields.bio.set("boo")));
    assertTrue(stored("ghost").isEmpty());
    assertEquals(
        Optional.empty(),
        w.endorsements.update("ghost", "nobody", EndorsementFields.skill.set("x")));
    assertTrue(w.raw(EndorsementKeys.key("ghost", "nobody")).isEmpty());
  }

  @Test
  void aFalseConditionWritesNothing() {
    w.persons.put(Person.of("eve", "before"));
    Map<String, AttributeValue> before = stored("eve");
    assertOneUpdateItem(
        Optional.empty(),
        () -> w.persons.update("eve", PersonFields.bio.set("after"), PersonFields.bio.eq("other")));
    assertEquals(before, stored("eve"));
    assertEquals(
        "after",
        w.persons
            .update("eve", PersonFields.bio.set("after"), PersonFields.bio.eq("before"))
            .orElseThrow()
            .bio());
  }

  @Test
  void twoActionsOnOneAttributeAreRefusedBeforeAnythingIsSent() {
    w.persons.put(Person.of("fay", "x"));
    Update<Person> twice = PersonFields.bio.set("a").and(PersonFields.bio.remove());
    assertEquals(
        Map.of(),
        w.requestsOf(
            () -> {
              IllegalArgumentException e =
                  assertThrows(
                      IllegalArgumentException.class, () -> w.persons.update("fay", twice));
              assertTrue(e.getMessage().contains("'bio'"), e.getMessage());
            }));
  }

  @Test
  void anEdgeIsUpdatedInPlaceWithoutMovingItsCounter() {
    w.persons.put(Person.of("gil", "x"));
    w.persons.put(Person.of("hal", "y"));
    assertTrue(w.endorsements.put(new Endorsement("gil", "hal", "java")));
    assertOneUpdateItem(
        Optional.of(new Endorsement("gil", "hal", "kotlin")),
        () ->
            w.endorsements.update(
                "gil",
                "hal",
                EndorsementFields.skill.set("kotlin"),
                EndorsementFields.skill.eq("java")));
    assertEquals(1, w.persons.get("hal").orElseThrow().endorsements());
  }

  @Test
  void aStringThatCannotBeStoredIsRefusedNamingItsAttribute() {
    IllegalArgumentException set =
        assertThrows(IllegalArgumentException.class, () -> PersonFields.bio.set("bad\uD800"));
    assertTrue(set.getMessage().contains("'bio'"), set.getMessage());
    IllegalArgumentException element =
        assertThrows(
            IllegalArgumentException.class,
            () -> PersonFields.notes.append(List.of("ok", "bad\uDC00")));
    assertTrue(element.getMessage().contains("'notes[]'"), element.getMessage());
    IllegalArgumentException condition =
        assertThrows(IllegalArgumentException.class, () -> PersonFields.bio.eq("\uD800"));
    assertTrue(condition.getMessage().contains("'bio'"), condition.getMessage());
    // The marshaller refuses them too, naming the attribute, before anything is sent.
    assertEquals(
        Map.of(),
        w.requestsOf(
            () -> {
              IllegalArgumentException put =
                  assertThrows(
                      IllegalArgumentException.class,
                      () -> w.persons.put(Person.of("ivy", "bad\uD800")));
              assertTrue(put.getMessage().contains("'bio'"), put.getMessage());
              Person badNote =
                  new Person(
                      "ivy", null, null, 0, 0, false, null, 'i', null, null, null, null,
                      List.of("fine", "bad\uD800"), Set.of(), Set.of(), null, null, 0);
              IllegalArgumentException list =
                  assertThrows(IllegalArgumentException.class, () -> w.persons.put(badNote));
              assertTrue(list.getMessage().contains("'notes[]'"), list.getMessage());
            }));
  }

  @Test
  void nullValuesAndEmptySetsAreRefusedWhereNothingWouldBeStored() {
    assertThrows(IllegalArgumentException.class, () -> PersonFields.bio.set(null));
    assertThrows(IllegalArgumentException.class, () -> PersonFields.visits.add(null));
    assertThrows(IllegalArgumentException.class, () -> PersonFields.labels.addAll(Set.of()));
    assertThrows(IllegalArgumentException.class, () -> PersonFields.labels.setIfAbsent(Set.of()));
    assertThrows(IllegalArgumentException.class, () -> PersonFields.score.set(Double.NaN));
  }
}
