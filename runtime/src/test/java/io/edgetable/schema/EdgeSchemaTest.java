package io.edgetable.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Projection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type;

/** What a schema carries besides its index: key patterns, attributes and their types, TTL. */
class EdgeSchemaTest {
  private static final EdgeSchema ENROLLMENT =
      EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1)
          .withKeys("STU#{studentId}", "ENROLL#CRS#{courseId}")
          .withInverseKeys("CRS#{courseId}", "ENROLL#STU#{studentId}")
          .withAttribute("grade", Type.S)
          .withAttribute("enrolledOn", Type.S)
          .withAttribute("expiresAt", Type.N)
          .withTtl("expiresAt");

  @Test
  void theWithMethodsFillEverythingInOrder() {
    assertEquals(
        List.of("PK", "SK", "GSI1PK", "GSI1SK"), List.copyOf(ENROLLMENT.keyPatterns().keySet()));
    assertEquals("ENROLL#STU#{studentId}", ENROLLMENT.keyPatterns().get("GSI1SK"));
    assertEquals(
        List.of("grade", "enrolledOn", "expiresAt"), List.copyOf(ENROLLMENT.attributes().keySet()));
    assertEquals(Optional.of("expiresAt"), ENROLLMENT.ttlAttribute());
    // Keys given in either order end up PK, SK first.
    EdgeSchema inverseFirst =
        EdgeSchema.edge("E", "GSI2", Projection.ALL, List.of(), 1)
            .withInverseKeys("B#{b}", "A#{a}")
            .withKeys("A#{a}", "B#{b}");
    assertEquals(
        List.of("PK", "SK", "GSI2PK", "GSI2SK"), List.copyOf(inverseFirst.keyPatterns().keySet()));
  }

  @Test
  void theFirstReleaseFactoriesAndConstructorStillWork() {
    EdgeSchema node = EdgeSchema.node("Student");
    assertEquals(Map.of(), node.keyPatterns());
    assertEquals(Map.of(), node.attributes());
    assertEquals(Optional.empty(), node.ttlAttribute());
    assertEquals(node, new EdgeSchema("Student", Optional.empty(), Projection.ALL, List.of(), 1));
    assertEquals(EdgeSchema.node("Plain"), EdgeSchema.edge("Plain"));
  }

  @Test
  void mistakesNameTheRecordAndTheProblem() {
    assertMessage(
        "Student: inverse keys need an inverse index",
        () -> EdgeSchema.node("Student").withInverseKeys("A", "B"));
    assertMessage(
        "Enrollment: attribute grade is declared twice",
        () -> ENROLLMENT.withAttribute("grade", Type.S));
    assertMessage(
        "Student: attribute PK is a key attribute",
        () -> EdgeSchema.node("Student").withAttribute("PK", Type.S));
    assertMessage(
        "Enrollment: attribute GSI1SK is a key attribute",
        () -> ENROLLMENT.withAttribute("GSI1SK", Type.S));
    assertMessage(
        "Student: attribute x has type NUL; give the type its values are stored as",
        () -> EdgeSchema.node("Student").withAttribute("x", Type.NUL));
    assertMessage(
        "Student: key pattern for GSI1PK, but its key attributes are [PK, SK]",
        () ->
            new EdgeSchema(
                "Student",
                Optional.empty(),
                Projection.ALL,
                List.of(),
                1,
                Map.of("GSI1PK", "X"),
                Map.of(),
                Optional.empty()));
    assertMessage(
        "Student: the pattern of PK is empty", () -> EdgeSchema.node("Student").withKeys("", "S"));
    assertMessage(
        "Session: TTL attribute until is S; DynamoDB's time to live reads a number (epoch seconds)",
        () -> EdgeSchema.node("Session").withAttribute("until", Type.S).withTtl("until"));
    assertMessage(
        "Session: TTL attribute gone is not one of its attributes [until]",
        () -> EdgeSchema.node("Session").withAttribute("until", Type.N).withTtl("gone"));
    assertMessage(
        "Session: the TTL attribute name is empty", () -> EdgeSchema.node("Session").withTtl(""));
    // Without attributes (not known), any TTL attribute name is taken as given.
    assertEquals(Optional.of("until"), EdgeSchema.node("Session").withTtl("until").ttlAttribute());
  }

  @Test
  void componentsAreImmutableCopies() {
    assertThrows(
        UnsupportedOperationException.class, () -> ENROLLMENT.attributes().put("x", Type.S));
    assertThrows(UnsupportedOperationException.class, () -> ENROLLMENT.keyPatterns().clear());
    assertTrue(
        ENROLLMENT.equals(
            EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1)
                .withKeys("STU#{studentId}", "ENROLL#CRS#{courseId}")
                .withInverseKeys("CRS#{courseId}", "ENROLL#STU#{studentId}")
                .withAttribute("grade", Type.S)
                .withAttribute("enrolledOn", Type.S)
                .withAttribute("expiresAt", Type.N)
                .withTtl("expiresAt")));
  }

  @Test
  void theDoctorsPartsNameEndsCountersAndVersion() {
    EdgeSchema follow =
        EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), 4)
            .withKeys("ACTOR#{follower}", "TARGET#{followee}")
            .withInverseKeys("TARGET#{followee}#{shard 0..3}", "ACTOR#{follower}")
            .withEnds("User", "User")
            .withSourceCounter("following", 1)
            .withTargetCounter("followers", 8)
            .withVersion("version");
    assertTrue(follow.isEdge());
    assertEquals(Optional.of(new EdgeSchema.Ends("User", "User")), follow.ends());
    assertEquals(
        List.of(
            new EdgeSchema.CounterSpec(EdgeSchema.Side.SOURCE, "following", 1),
            new EdgeSchema.CounterSpec(EdgeSchema.Side.TARGET, "followers", 8)),
        follow.counters());
    assertEquals(Optional.of("version"), follow.versionAttribute());
    // A model change of the index's shards rewrites its partition key's pattern
    EdgeSchema eight = follow.withInverseShards(8);
    assertEquals(8, eight.inverseShards());
    assertEquals("TARGET#{followee}#{shard 0..7}", eight.keyPatterns().get("GSI1PK"));
    assertEquals("TARGET#{followee}", follow.withInverseShards(1).keyPatterns().get("GSI1PK"));

    EdgeSchema user = EdgeSchema.node("User").withCounter("followers", 8);
    assertTrue(!user.isEdge());
    assertEquals(
        List.of(new EdgeSchema.CounterSpec(EdgeSchema.Side.NODE, "followers", 8)),
        user.withCounter("followers", 8).counters(),
        "declared once");
    // The second release's eight-argument constructor still builds a schema without them
    EdgeSchema old =
        new EdgeSchema(
            "Student",
            Optional.empty(),
            Projection.ALL,
            List.of(),
            1,
            Map.of(),
            Map.of(),
            Optional.empty());
    assertEquals(List.of(), old.counters());
    assertEquals(Optional.empty(), old.ends());
  }

  @Test
  void aFormatDeclaresTheAttributeWithItsTypeAndWhichValuesItReads() {
    EdgeSchema repo =
        EdgeSchema.node("Repo")
            .withAttribute("forks", ValueFormat.INT)
            .withAttribute("title", Type.S)
            .withAttribute("role", ValueFormat.constants(Thread.State.values()));
    assertEquals(
        Map.of("forks", Type.N, "title", Type.S, "role", Type.S), repo.attributes());
    assertEquals(
        Map.of("forks", ValueFormat.INT, "role", ValueFormat.constants(
            "NEW", "RUNNABLE", "BLOCKED", "WAITING", "TIMED_WAITING", "TERMINATED")),
        repo.formats());
    assertEquals(
        "one of the constants [NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED]",
        repo.formats().get("role").describe());
    assertMessage(
        "Repo: attribute forks is declared twice",
        () -> repo.withAttribute("forks", ValueFormat.LONG));
    assertMessage(
        "INT has no constants, was given [A]",
        () -> new ValueFormat(ValueFormat.Kind.INT, List.of("A")));
    assertMessage(
        "Repo: attribute stars has format LONG, stored as N, but is declared as S",
        () ->
            new EdgeSchema(
                "Repo", Optional.empty(), Projection.ALL, List.of(), 1, Map.of(),
                Map.of("stars", Type.S), Optional.empty(), Optional.empty(), List.of(),
                Optional.empty(), Optional.empty(), Map.of("stars", ValueFormat.LONG)));
    // The fourth release's first twelve-argument constructor still builds a schema without them
    assertEquals(
        Map.of(),
        new EdgeSchema(
                "Repo", Optional.empty(), Projection.ALL, List.of(), 1, Map.of(), Map.of(),
                Optional.empty(), Optional.empty(), List.of(), Optional.empty(), Optional.empty())
            .formats());
  }

  @Test
  void aCounterMustSitOnTheRightSide() {
    assertMessage(
        "Student: counter courseCount on a SOURCE node needs the edge's ends (withEnds first)",
        () -> EdgeSchema.node("Student").withSourceCounter("courseCount", 1));
    assertMessage(
        "Follow: counter followers of an edge must name its side (withSourceCounter,"
            + " withTargetCounter)",
        () -> EdgeSchema.edge("Follow").withEnds("User", "User").withCounter("followers", 1));
    assertMessage(
        "followers: a counter has 1 to 256 counter items, not 0",
        () -> EdgeSchema.node("User").withCounter("followers", 0));
  }

  private static void assertMessage(String message, Executable call) {
    assertEquals(message, assertThrows(IllegalArgumentException.class, call).getMessage());
  }
}
