package io.edgetable.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.processor.model.TypeModel.Kind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The item layout of the docs' school and follow examples, computed from the annotations. */
class KeyLayoutTest {
  private static IdModel id(String component) {
    return new IdModel(component, TypeModel.of(Kind.STRING), Optional.empty());
  }

  private static final IdModel STUDENT = id("studentId");
  private static final IdModel COURSE = id("courseId");
  private static final IdModel FOLLOWER = id("follower");
  private static final IdModel FOLLOWEE = id("followee");

  @Test
  void nodeKeys() {
    KeyTemplate pk = KeyLayout.nodePartition("STU", STUDENT);
    KeyTemplate sk = KeyLayout.nodeSort("STU", Optional.empty(), STUDENT);
    assertEquals("PK", pk.attribute());
    assertEquals("STU#{studentId}", pk.describe());
    assertEquals("SK", sk.attribute());
    assertEquals("STU#{studentId}", sk.describe());
    assertTrue(pk.isPartitionKey());
    assertFalse(sk.isPartitionKey());
  }

  @Test
  void counterItemOfAShardedCounter() {
    assertEquals(
        "USER#{followee}#followers#{shard 0..7}",
        KeyLayout.counterItem("USER", "followee", "followers", 8));
  }

  @Test
  void nodeWithAConstantSortKey() {
    KeyTemplate sk = KeyLayout.nodeSort("USER", Optional.of("META"), STUDENT);
    assertEquals("META", sk.literal());
    assertEquals(Optional.empty(), sk.id());
    assertEquals("META", sk.describe());
  }

  @Test
  void labelledEdgeWithAnInverseIndex() {
    // Enrollment(a91, math204): STU#a91 / ENROLL#CRS#math204, GSI1: CRS#math204 / ENROLL#STU#a91
    Optional<String> label = Optional.of("ENROLL");
    assertEquals("STU#{studentId}", KeyLayout.edgePartition("STU", STUDENT).describe());
    KeyTemplate sk = KeyLayout.edgeSort(label, "CRS", COURSE);
    assertEquals("ENROLL#CRS#", sk.literal());
    assertEquals("SK", sk.attribute());
    KeyTemplate inversePk = KeyLayout.inversePartition("GSI1", "CRS", COURSE, 1, STUDENT);
    assertEquals("GSI1PK", inversePk.attribute());
    assertEquals("CRS#{courseId}", inversePk.describe());
    assertFalse(inversePk.sharded());
    assertEquals(Optional.empty(), inversePk.shardBy());
    KeyTemplate inverseSk = KeyLayout.inverseSort("GSI1", label, "STU", STUDENT);
    assertEquals("GSI1SK", inverseSk.attribute());
    assertEquals("ENROLL#STU#{studentId}", inverseSk.describe());
  }

  @Test
  void unlabelledEdgeWithOwnPrefixesAndAShardedInverseIndex() {
    // Follow(alice, bob): ACTOR#alice / TARGET#bob, GSI1: TARGET#bob#<shard> / ACTOR#alice
    assertEquals("ACTOR#{follower}", KeyLayout.edgePartition("ACTOR", FOLLOWER).describe());
    assertEquals(
        "TARGET#{followee}", KeyLayout.edgeSort(Optional.empty(), "TARGET", FOLLOWEE).describe());
    KeyTemplate inversePk = KeyLayout.inversePartition("GSI1", "TARGET", FOLLOWEE, 8, FOLLOWER);
    assertEquals("TARGET#{followee}#{shard 0..7}", inversePk.describe());
    assertEquals(8, inversePk.shards());
    assertEquals(Optional.of(FOLLOWER), inversePk.shardBy());
    assertEquals(
        "ACTOR#{follower}",
        KeyLayout.inverseSort("GSI1", Optional.empty(), "ACTOR", FOLLOWER).describe());
  }

  @Test
  void anEdgeEndTakesTheNodesPrefixUnlessTheEdgeGivesOne() {
    assertEquals("USER", KeyLayout.endPrefix(Optional.empty(), "USER"));
    assertEquals("ACTOR", KeyLayout.endPrefix(Optional.of("ACTOR"), "USER"));
  }

  @Test
  void indexKeyAttributes() {
    assertEquals("GSI7PK", KeyLayout.partitionAttribute("GSI7"));
    assertEquals("GSI7SK", KeyLayout.sortAttribute("GSI7"));
  }
}
