package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Update;
import io.edgetable.test.LocalDynamoDb;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * {@code update(ids..., update[, condition])} with every action, against moto: one UpdateItem each,
 * the record as stored after it, values stored exactly as the marshaller stores them, and nothing
 * written (nor created) when the item is absent or the condition fails. {@code AsyncUpdateDaoTest}
 * runs every scenario on the asynchronous DAOs.
 */
class UpdateDaoTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final Instant SINCE = Instant.parse("2026-01-02T03:04:05.123456789Z");
  private static final UUID TOKEN = UUID.fromString("1b4e28ba-2fa1-11d2-883f-0016d3cca427");

  Access access() {
    return Access.SYNC;
  }

  private Workspace w;

  @BeforeEach
  void table() {
    w = new Workspace(db, access());
  }

  @AfterEach
  void close() {
    w.close();
  }

  private Map<String, AttributeValue> stored(String handle) {
    return w.raw(ProfileKeys.key(handle));
  }

  @Test
  void everyActionIsOneUpdateItemReturningTheRecordAsStored() {
    w.profiles.put(Profile.of("ada", "old bio"));
    Update<Profile> update =
        ProfileFields.bio
            .set("new bio")
            .and(ProfileFields.karma.add(5)) // absent: counts as 0
            .and(ProfileFields.visits.add(2))
            .and(ProfileFields.score.set(4.5))
            .and(ProfileFields.verified.set(true))
            .and(ProfileFields.premium.set(false))
            .and(ProfileFields.initial.set('z'))
            .and(ProfileFields.since.set(SINCE))
            .and(ProfileFields.born.setIfAbsent(LocalDate.of(1815, 12, 10)))
            .and(ProfileFields.token.set(TOKEN))
            .and(ProfileFields.level.set(Profile.Level.GOLD))
            .and(ProfileFields.notes.append(List.of("first", "second")))
            .and(ProfileFields.labels.addAll(Set.of("math", "poetry")))
            .and(ProfileFields.lucky.addAll(Set.of(7, 13)))
            .and(ProfileFields.stats.set(Map.of("papers", 3)))
            .and(ProfileFields.place.set(new Profile.Place("London", 2)));
    Profile expected =
        new Profile(
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
            Profile.Level.GOLD,
            List.of("first", "second"),
            Set.of("math", "poetry"),
            Set.of(7, 13),
            Map.of("papers", 3),
            new Profile.Place("London", 2),
            0);

    List<Optional<Profile>> after = new java.util.ArrayList<>();
    assertEquals(
        Map.of("UpdateItem", 1), w.requestsOf(() -> after.add(w.profiles.update("ada", update))));
    UpdateItemRequest sent = w.requests.requests(UpdateItemRequest.class).get(0);
    assertEquals(ReturnValue.ALL_NEW, sent.returnValues());
    assertTrue(sent.conditionExpression().startsWith("attribute_exists("), sent::toString);
    assertFalse(sent.updateExpression().contains("bio"), "names are placeholders");

    assertEquals(List.of(Optional.of(expected)), after);
    assertEquals(Optional.of(expected), w.profiles.get("ada"));
    // Stored exactly as a put of the same record stores it: instants, dates, enums, sets, maps.
    assertEquals(ProfileMarshaller.INSTANCE.toItem(expected), stored("ada"));
  }

  @Test
  void addAccumulatesAndRemovesAreStoredAsAPutOfNullWouldBe() {
    Profile full =
        new Profile(
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
            Profile.Level.BRONZE,
            List.of("n"),
            Set.of("a", "b"),
            Set.of(1),
            null,
            null,
            0);
    w.profiles.put(full);
    w.profiles.update("bob", ProfileFields.karma.add(-3).and(ProfileFields.visits.add(4)));
    Profile after =
        w.profiles
            .update(
                "bob",
                ProfileFields.bio
                    .remove()
                    .and(ProfileFields.premium.remove())
                    .and(ProfileFields.since.remove())
                    .and(ProfileFields.level.remove())
                    .and(ProfileFields.notes.remove())
                    .and(ProfileFields.labels.removeAll(Set.of("a", "b", "zz")))
                    .and(ProfileFields.lucky.set(Set.of())))
            .orElseThrow();
    Profile expected =
        new Profile(
            "bob", null, 7, 5, 0, false, null, 'b', null, null, null, null, null, Set.of(),
            Set.of(), null, null, 0);
    assertEquals(expected, after);
    // An emptied set and an empty set are not stored at all, as the marshaller omits them.
    assertEquals(ProfileMarshaller.INSTANCE.toItem(expected), stored("bob"));
  }

  @Test
  void setIfAbsentKeepsWhatIsStored() {
    w.profiles.put(
        new Profile(
            "cy", "mine", null, 0, 0, false, null, 'c', SINCE, null, null, null, null, Set.of(),
            Set.of(), null, null, 0));
    Profile after =
        w.profiles
            .update(
                "cy",
                ProfileFields.bio
                    .setIfAbsent("theirs")
                    .and(ProfileFields.since.setIfAbsent(Instant.EPOCH))
                    .and(ProfileFields.karma.setIfAbsent(42)))
            .orElseThrow();
    assertEquals("mine", after.bio());
    assertEquals(SINCE, after.since());
    assertEquals(42, after.karma());
  }

  @Test
  void appendAddsAtTheEndOfAStoredList() {
    w.profiles.put(Profile.of("dee", "x"));
    w.profiles.update("dee", ProfileFields.notes.append(List.of("a")));
    w.profiles.update("dee", ProfileFields.notes.append(List.of("b", "c")));
    assertEquals(List.of("a", "b", "c"), w.profiles.get("dee").orElseThrow().notes());
  }

  @Test
  void anAbsentItemIsNeverCreated() {
    assertEquals(
        Map.of("UpdateItem", 1),
        w.requestsOf(
            () ->
                assertEquals(
                    Optional.empty(), w.profiles.update("ghost", ProfileFields.bio.set("boo")))));
    assertTrue(stored("ghost").isEmpty());
    assertEquals(
        Optional.empty(),
        w.endorsements.update("ghost", "nobody", EndorsementFields.skill.set("x")));
    assertTrue(w.raw(EndorsementKeys.key("ghost", "nobody")).isEmpty());
  }

  @Test
  void aFalseConditionWritesNothing() {
    w.profiles.put(Profile.of("eve", "before"));
    Map<String, AttributeValue> before = stored("eve");
    assertEquals(
        Map.of("UpdateItem", 1),
        w.requestsOf(
            () ->
                assertEquals(
                    Optional.empty(),
                    w.profiles.update(
                        "eve", ProfileFields.bio.set("after"), ProfileFields.bio.eq("other")))));
    assertEquals(before, stored("eve"));
    assertEquals(
        "after",
        w.profiles
            .update("eve", ProfileFields.bio.set("after"), ProfileFields.bio.eq("before"))
            .orElseThrow()
            .bio());
  }

  @Test
  void twoActionsOnOneAttributeAreRefusedBeforeAnythingIsSent() {
    w.profiles.put(Profile.of("fay", "x"));
    Update<Profile> twice = ProfileFields.bio.set("a").and(ProfileFields.bio.remove());
    assertEquals(
        Map.of(),
        w.requestsOf(
            () -> {
              IllegalArgumentException e =
                  assertThrows(
                      IllegalArgumentException.class, () -> w.profiles.update("fay", twice));
              assertTrue(e.getMessage().contains("'bio'"), e.getMessage());
            }));
  }

  @Test
  void anEdgeIsUpdatedInPlaceWithoutMovingItsCounter() {
    w.profiles.put(Profile.of("gil", "x"));
    w.profiles.put(Profile.of("hal", "y"));
    assertTrue(w.endorsements.put(new Endorsement("gil", "hal", "java")));
    assertEquals(
        Map.of("UpdateItem", 1),
        w.requestsOf(
            () ->
                assertEquals(
                    Optional.of(new Endorsement("gil", "hal", "kotlin")),
                    w.endorsements.update(
                        "gil",
                        "hal",
                        EndorsementFields.skill.set("kotlin"),
                        EndorsementFields.skill.eq("java")))));
    assertEquals(1, w.profiles.get("hal").orElseThrow().endorsements());
  }

  @Test
  void aStringThatCannotBeStoredIsRefusedNamingItsAttribute() {
    IllegalArgumentException set =
        assertThrows(IllegalArgumentException.class, () -> ProfileFields.bio.set("bad\uD800"));
    assertTrue(set.getMessage().contains("'bio'"), set.getMessage());
    IllegalArgumentException element =
        assertThrows(
            IllegalArgumentException.class,
            () -> ProfileFields.notes.append(List.of("ok", "bad\uDC00")));
    assertTrue(element.getMessage().contains("'notes[]'"), element.getMessage());
    IllegalArgumentException condition =
        assertThrows(IllegalArgumentException.class, () -> ProfileFields.bio.eq("\uD800"));
    assertTrue(condition.getMessage().contains("'bio'"), condition.getMessage());
    // The marshaller refuses them too, naming the attribute, before anything is sent.
    assertEquals(
        Map.of(),
        w.requestsOf(
            () -> {
              IllegalArgumentException put =
                  assertThrows(
                      IllegalArgumentException.class,
                      () -> w.profiles.put(Profile.of("ivy", "bad\uD800")));
              assertTrue(put.getMessage().contains("'bio'"), put.getMessage());
              Profile badNote =
                  new Profile(
                      "ivy", null, null, 0, 0, false, null, 'i', null, null, null, null,
                      List.of("fine", "bad\uD800"), Set.of(), Set.of(), null, null, 0);
              IllegalArgumentException list =
                  assertThrows(IllegalArgumentException.class, () -> w.profiles.put(badNote));
              assertTrue(list.getMessage().contains("'notes[]'"), list.getMessage());
            }));
  }

  @Test
  void nullValuesAndEmptySetsAreRefusedWhereNothingWouldBeStored() {
    assertThrows(IllegalArgumentException.class, () -> ProfileFields.bio.set(null));
    assertThrows(IllegalArgumentException.class, () -> ProfileFields.visits.add(null));
    assertThrows(IllegalArgumentException.class, () -> ProfileFields.labels.addAll(Set.of()));
    assertThrows(IllegalArgumentException.class, () -> ProfileFields.labels.setIfAbsent(Set.of()));
    assertThrows(IllegalArgumentException.class, () -> ProfileFields.score.set(Double.NaN));
  }
}
