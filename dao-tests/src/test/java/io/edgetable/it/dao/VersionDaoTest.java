package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.BatchWriteException;
import io.edgetable.EdgeKey;
import io.edgetable.exception.VersionConflictException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @Version} against moto: every overwrite conditional on the version the caller read, the
 * next version stored, and a mismatch a {@link VersionConflictException} with the key, the expected
 * and the stored version, read from the refused request itself: a conflict costs one request, never
 * a second read. {@code AsyncVersionDaoTest} runs every scenario on the asynchronous DAOs.
 */
class VersionDaoTest extends WorkspaceTest {
  /** The conflict {@code write} throws, asserting it sent exactly {@code requests}. */
  private VersionConflictException conflict(Map<String, Integer> requests, Executable write) {
    List<VersionConflictException> thrown = new ArrayList<>();
    assertEquals(
        requests,
        w.requestsOf(() -> thrown.add(assertThrows(VersionConflictException.class, write))));
    return thrown.get(0);
  }

  private static void assertConflict(
      VersionConflictException e, Object key, long expected, OptionalLong stored) {
    assertEquals(key, e.key());
    assertEquals(expected, e.expectedVersion());
    assertEquals(stored, e.storedVersion());
  }

  private long storedVersion(Map<String, AttributeValue> key) {
    return Long.parseLong(w.raw(key).get("version").n());
  }

  @Test
  void putCreatesAtVersionOneWhateverTheRecordHolds() {
    assertEquals(
        Map.of("PutItem", 1),
        w.requestsOf(() -> assertTrue(w.teams.put(new Team("t1", "Reds", 7, 0)))));
    assertEquals(new Team("t1", "Reds", 1, 0), w.teams.get("t1").orElseThrow());
    assertFalse(w.teams.put(new Team("t1", "Blues", 0, 0)));
    assertEquals("Reds", w.teams.get("t1").orElseThrow().name());
  }

  @Test
  void saveOfVersionZeroCreatesOnlyIfNoneIsStored() {
    assertEquals(
        Map.of("UpdateItem", 1),
        w.requestsOf(() -> w.documents.save(new Document("d1", "Draft", null, 0))));
    assertEquals(new Document("d1", "Draft", 1L, 0), w.documents.get("d1").orElseThrow());

    VersionConflictException e =
        conflict(
            Map.of("UpdateItem", 1),
            () -> w.documents.save(new Document("d1", "Other draft", 0L, 0)));
    assertConflict(e, "d1", 0, OptionalLong.of(1));
    assertTrue(e.getMessage().contains("Document(d1)"), e.getMessage());
    assertEquals("Draft", w.documents.get("d1").orElseThrow().title());
  }

  @Test
  void saveAtTheStoredVersionStoresTheNextAndAStaleOneIsRefused() {
    w.documents.put(new Document("d1", "v1", null, 0));
    Document read = w.documents.get("d1").orElseThrow();
    w.documents.save(new Document("d1", "v2", read.version(), 1));
    assertEquals(new Document("d1", "v2", 2L, 1), w.documents.get("d1").orElseThrow());

    VersionConflictException e =
        conflict(
            Map.of("UpdateItem", 1),
            () -> w.documents.save(new Document("d1", "lost", read.version(), 9)));
    assertConflict(e, "d1", 1, OptionalLong.of(2));
    assertEquals(new Document("d1", "v2", 2L, 1), w.documents.get("d1").orElseThrow());
  }

  @Test
  void saveOfAVersionNeverStoredConflictsWithNoneAndCreatesNothing() {
    VersionConflictException e =
        conflict(Map.of("UpdateItem", 1), () -> w.documents.save(new Document("d9", "x", 5L, 0)));
    assertConflict(e, "d9", 5, OptionalLong.empty());
    assertTrue(w.raw(DocumentKeys.key("d9")).isEmpty());
  }

  @Test
  void aVersionedNodeSaveStillNeverTouchesItsCounter() {
    w.teams.put(new Team("t1", "Reds", 0, 0));
    w.players.put(new Player("p1", "Pat"));
    assertTrue(w.memberships.put(new Membership("t1", "p1", "captain", 0)));
    w.teams.save(new Team("t1", "Red Lions", 1, 0));
    assertEquals(new Team("t1", "Red Lions", 2, 1), w.teams.get("t1").orElseThrow());
  }

  @Test
  void replaceOfAnEdgeAtTheStoredVersionStoresTheNext() {
    assertTrue(w.assignments.put(new Assignment("t1", "p1", "defend", null)));
    assertEquals(1L, w.assignments.get("t1", "p1").orElseThrow().version());
    assertEquals(
        Map.of("PutItem", 1),
        w.requestsOf(
            () -> assertTrue(w.assignments.replace(new Assignment("t1", "p1", "attack", 1L)))));
    assertEquals(
        new Assignment("t1", "p1", "attack", 2L), w.assignments.get("t1", "p1").orElseThrow());

    VersionConflictException e =
        conflict(
            Map.of("PutItem", 1),
            () -> w.assignments.replace(new Assignment("t1", "p1", "stale", 1L)));
    assertConflict(e, new EdgeKey<>("t1", "p1"), 1, OptionalLong.of(2));
    assertEquals("attack", w.assignments.get("t1", "p1").orElseThrow().task());

    // Absent, or a condition that fails at the right version: false, as for any replace.
    assertFalse(w.assignments.replace(new Assignment("t1", "p9", "x", 1L)));
    assertTrue(w.raw(AssignmentKeys.key("t1", "p9")).isEmpty());
    assertFalse(
        w.assignments.replace(
            new Assignment("t1", "p1", "x", 2L), AssignmentFields.task.eq("defend")));
    assertEquals(2L, w.assignments.get("t1", "p1").orElseThrow().version());
    assertTrue(
        w.assignments.replace(
            new Assignment("t1", "p1", "mark", 2L), AssignmentFields.task.eq("attack")));
    assertEquals(3, storedVersion(AssignmentKeys.key("t1", "p1")));
  }

  @Test
  void deleteOfARecordOnlyAtItsVersion() {
    w.documents.put(new Document("d1", "x", null, 0));
    w.documents.update("d1", DocumentFields.title.set("y"));
    VersionConflictException e =
        conflict(
            Map.of("DeleteItem", 1),
            () -> w.documents.deleteRecord(new Document("d1", "x", 1L, 0)));
    assertConflict(e, "d1", 1, OptionalLong.of(2));
    assertTrue(w.documents.exists("d1"));
    assertEquals(
        Map.of("DeleteItem", 1),
        w.requestsOf(() -> assertTrue(w.documents.deleteRecord(new Document("d1", "y", 2L, 0)))));
    assertFalse(w.documents.deleteRecord(new Document("d1", "y", 2L, 0)));
  }

  @Test
  void aCountedVersionedEdgeKeepsBothInOneTransaction() {
    w.teams.put(new Team("t1", "Reds", 0, 0));
    w.players.put(new Player("p1", "Pat"));
    assertEquals(
        Map.of("TransactWriteItems", 1),
        w.requestsOf(() -> assertTrue(w.memberships.put(new Membership("t1", "p1", "wing", 4)))));
    assertEquals(
        new Membership("t1", "p1", "wing", 1), w.memberships.get("t1", "p1").orElseThrow());
    assertEquals(1, w.teams.get("t1").orElseThrow().members());

    w.memberships.update("t1", "p1", MembershipFields.role.set("captain"));
    VersionConflictException e =
        conflict(
            Map.of("TransactWriteItems", 1),
            () -> w.memberships.deleteRecord(new Membership("t1", "p1", "wing", 1)));
    assertConflict(e, new EdgeKey<>("t1", "p1"), 1, OptionalLong.of(2));
    assertEquals(1, w.teams.get("t1").orElseThrow().members());
    assertTrue(w.memberships.exists("t1", "p1"));

    assertEquals(
        Map.of("TransactWriteItems", 1),
        w.requestsOf(
            () ->
                assertTrue(w.memberships.deleteRecord(new Membership("t1", "p1", "captain", 2)))));
    assertEquals(0, w.teams.get("t1").orElseThrow().members());
    assertFalse(w.memberships.deleteRecord(new Membership("t1", "p1", "captain", 2)));
    assertEquals(0, w.teams.get("t1").orElseThrow().members());
  }

  @Test
  void updateAddsOneAndCanBeGuardedByTheVersion() {
    w.documents.put(new Document("d1", "a", null, 0));
    assertEquals(
        Optional.of(new Document("d1", "b", 2L, 1)),
        w.documents.update("d1", DocumentFields.title.set("b").and(DocumentFields.edits.add(1))));
    assertOneUpdateItem(
        Optional.empty(),
        () ->
            w.documents.update("d1", DocumentFields.title.set("c"), DocumentFields.version.eq(1L)));
    assertEquals(
        Optional.of(new Document("d1", "c", 3L, 1)),
        w.documents.update("d1", DocumentFields.title.set("c"), DocumentFields.version.eq(2L)));
  }

  @Test
  void putAllWritesEachWithTheConditionOfSaveAndReturnsTheConflicts() {
    w.documents.put(new Document("d1", "one", null, 0)); // version 1
    w.documents.put(new Document("d4", "four", null, 0)); // version 1
    Document fresh = new Document("d2", "two", null, 0);
    Document current = new Document("d1", "one'", 1L, 0);
    Document neverStored = new Document("d3", "three", 4L, 0);
    Document stale = new Document("d4", "four'", 0L, 0);
    List<BatchWriteException> thrown = new ArrayList<>();
    Map<String, Integer> requests =
        w.requestsOf(
            () ->
                thrown.add(
                    assertThrows(
                        BatchWriteException.class,
                        () -> w.documents.putAll(List.of(fresh, current, neverStored, stale)))));
    assertEquals(Map.of("UpdateItem", 4), requests, "one conditional write each, no batch");
    BatchWriteException e = thrown.get(0);
    assertEquals(List.of(neverStored, stale), e.unprocessed());
    List<Throwable> causes = new ArrayList<>(List.of(e.getCause()));
    causes.addAll(List.of(e.getSuppressed()));
    assertEquals(2, causes.size());
    causes.forEach(c -> assertInstanceOf(VersionConflictException.class, c));

    assertEquals(new Document("d2", "two", 1L, 0), w.documents.get("d2").orElseThrow());
    assertEquals(new Document("d1", "one'", 2L, 0), w.documents.get("d1").orElseThrow());
    assertFalse(w.documents.exists("d3"));
    assertEquals(new Document("d4", "four", 1L, 0), w.documents.get("d4").orElseThrow());
  }

  @Test
  void putAllOfCountedVersionedEdgesCreatesWithTheirCountersAndReplacesTheRest() {
    w.teams.put(new Team("t1", "Reds", 0, 0));
    for (String p : List.of("p1", "p2", "p3")) {
      w.players.put(new Player(p, p));
    }
    w.memberships.put(new Membership("t1", "p3", "keeper", 0)); // version 1, members 1
    Map<String, Integer> requests =
        w.requestsOf(
            () ->
                assertEquals(
                    2,
                    w.memberships.putAll(
                        List.of(
                            new Membership("t1", "p1", "wing", 0),
                            new Membership("t1", "p2", "back", 0),
                            new Membership("t1", "p3", "goalie", 1)))));
    assertEquals(Map.of("TransactWriteItems", 2, "PutItem", 1), requests);
    assertEquals(3, w.teams.get("t1").orElseThrow().members());
    assertEquals(
        new Membership("t1", "p3", "goalie", 2), w.memberships.get("t1", "p3").orElseThrow());

    BatchWriteException e =
        assertThrows(
            BatchWriteException.class,
            () -> w.memberships.putAll(List.of(new Membership("t1", "p1", "again", 0))));
    assertEquals(List.of(new Membership("t1", "p1", "again", 0)), e.unprocessed());
    VersionConflictException conflict =
        assertInstanceOf(VersionConflictException.class, e.getCause());
    assertEquals(OptionalLong.of(1), conflict.storedVersion());
    assertEquals(3, w.teams.get("t1").orElseThrow().members());
  }
}
