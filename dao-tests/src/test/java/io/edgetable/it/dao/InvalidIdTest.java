package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad ids fail with InvalidKeyException in every DAO method, before any request is sent. */
class InvalidIdTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /**
   * Which DAOs the scenarios call; {@code AsyncInvalidIdTest} runs them on the asynchronous ones.
   */
  Access access() {
    return Access.SYNC;
  }

  private Graph graph;

  @BeforeEach
  void createTable() {
    graph = new Graph(db, access());
  }

  @AfterEach
  void close() {
    graph.close();
  }

  /**
   * Null, empty, too long for any key (over 2048 bytes), and holding an unpaired surrogate (no
   * UTF-8 form: a lone high half, a lone low half).
   */
  static List<String> badIds() {
    return Arrays.asList(null, "", "p".repeat(2100), "bad\uD800x", "\uDC00");
  }

  @ParameterizedTest
  @MethodSource("badIds")
  void failBeforeAnyRequest(String bad) {
    List<Executable> calls =
        new ArrayList<>(
            List.of(
                () -> graph.enrollments.get(bad, "math204"),
                () -> graph.enrollments.get("a91", bad),
                () -> graph.enrollments.exists(bad, "math204"),
                () -> graph.enrollments.exists("a91", bad),
                () -> graph.enrollments.delete(bad, "math204"),
                () -> graph.enrollments.delete("a91", bad),
                () -> graph.enrollments.put(new Enrollment(bad, "math204", null, null)),
                () -> graph.enrollments.put(new Enrollment("a91", bad, null, null)),
                () -> graph.enrollments.replace(new Enrollment("a91", bad, null, null)),
                () -> graph.follows.put(new Follow(bad, "bob", null)),
                () -> graph.teachings.put(new Teaching("alice", bad, null)),
                () ->
                    graph.teachings.putAll(
                        List.of(
                            new Teaching("alice", "ok", null), new Teaching("alice", bad, null))),
                () ->
                    graph.teachings.deleteAll(
                        List.of(new EdgeKey<>("alice", "ok"), new EdgeKey<>("alice", bad))),
                () ->
                    graph.teachings.getAll(
                        List.of(new EdgeKey<>("alice", "ok"), new EdgeKey<>(bad, "ok"))),
                () -> graph.enrollments.putAll(List.of(new Enrollment("a91", bad, null, null))),
                () -> graph.students.get(bad),
                () -> graph.students.exists(bad),
                () -> graph.students.delete(bad),
                () -> graph.students.put(new Student(bad, "x", 0)),
                () -> graph.students.save(new Student(bad, "x", 0)),
                () -> graph.students.collection(bad),
                () -> graph.students.getAll(Arrays.asList("ok", bad)),
                () -> graph.students.deleteAll(Arrays.asList("ok", bad))));
    // An asynchronous query fails its terminal; the synchronous one throws at once.
    calls.addAll(
        List.of(
            () -> graph.enrollments.forward(bad).all(),
            () -> graph.enrollments.inverse(bad).all(),
            () -> graph.follows.inverse(bad).all(),
            () -> graph.bookmarks.inverse(bad).all()));
    for (int i = 0; i < calls.size(); i++) {
      int index = i;
      assertThrows(
          InvalidKeyException.class,
          calls.get(i),
          () -> "call " + index + " with " + describe(bad));
    }
    assertEquals(0, graph.requests.total(), graph.requests.byOperation()::toString);
  }

  /** 1200 bytes of UTF-8 fit a partition key but not a sort key. */
  @Test
  void idTooLongForASortKeyFailsWhereItWouldBeOne() {
    String bad = "\u00e9".repeat(600);
    List<Executable> calls =
        List.of(
            () -> graph.enrollments.get("a91", bad),
            () -> graph.enrollments.put(new Enrollment("a91", bad, null, null)),
            () -> graph.enrollments.deleteAll(List.of(new EdgeKey<>("a91", bad))),
            () -> graph.students.get(bad),
            () -> graph.students.collection(bad));
    for (Executable call : calls) {
      InvalidKeyException e = assertThrows(InvalidKeyException.class, call);
      assertTrue(e.getMessage().contains("1024"), e::getMessage);
    }
    assertEquals(0, graph.requests.total(), graph.requests.byOperation()::toString);
  }

  @Test
  void unpairedSurrogateIsNamedWithTheComponentAndItsPosition() {
    InvalidKeyException e =
        assertThrows(InvalidKeyException.class, () -> graph.students.get("bad\uD800x"));
    assertTrue(e.getMessage().startsWith("studentId holds an unpaired"), e::getMessage);
    assertTrue(e.getMessage().contains("at index 3"), e::getMessage);
    assertEquals(0, graph.requests.total(), graph.requests.byOperation()::toString);
  }

  private static String describe(String id) {
    return id == null ? "null" : id.isEmpty() ? "empty" : id.length() + " chars";
  }
}
