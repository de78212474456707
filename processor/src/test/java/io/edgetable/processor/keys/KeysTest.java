package io.edgetable.processor.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.Projection;
import io.edgetable.internal.codec.KeyCodec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The generated key builders produce the documented item layout and reject bad ids. */
class KeysTest {

  @Test
  void nodeKeysFollowTheSpecLayout() {
    assertEquals("STU#a91", StudentKeys.pk("a91"));
    assertEquals("STU#a91", StudentKeys.sk("a91"));
    assertEquals(
        Map.of("PK", AttributeValue.fromS("STU#a91"), "SK", AttributeValue.fromS("STU#a91")),
        StudentKeys.key("a91"));
    assertEquals("a91", StudentKeys.id(StudentKeys.key("a91")));
    // The schema carries the key patterns and the attributes, for the exports, and the
    // counters, for the integrity doctor.
    assertEquals(
        EdgeSchema.node("Student")
            .withKeys("STU#{studentId}", "STU#{studentId}")
            .withAttribute("name", AttributeValue.Type.S)
            .withAttribute("courseCount", ValueFormat.LONG)
            .withCounter("courseCount", 1),
        StudentKeys.SCHEMA);
  }

  @Test
  void enrollmentKeysFollowTheSpecLayout() {
    assertEquals("STU#a91", EnrollmentKeys.pk("a91"));
    assertEquals("ENROLL#CRS#math204", EnrollmentKeys.sk("math204"));
    assertEquals("CRS#math204", EnrollmentKeys.inversePk("math204"));
    assertEquals("ENROLL#STU#a91", EnrollmentKeys.inverseSk("a91"));
    assertEquals(List.of("CRS#math204"), EnrollmentKeys.inversePks("math204"));
    assertEquals("ENROLL#CRS#", EnrollmentKeys.SK_PREFIX);
    assertEquals("ENROLL#STU#", EnrollmentKeys.INVERSE_SK_PREFIX);
    assertEquals("GSI1", EnrollmentKeys.INDEX);
    assertEquals(
        EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1)
            .withKeys("STU#{studentId}", "ENROLL#CRS#{courseId}")
            .withInverseKeys("CRS#{courseId}", "ENROLL#STU#{studentId}")
            .withAttribute("grade", AttributeValue.Type.S)
            .withAttribute("enrolledOn", ValueFormat.LOCAL_DATE)
            .withEnds("Student", "Course")
            .withSourceCounter("courseCount", 1)
            .withTargetCounter("studentCount", 1),
        EnrollmentKeys.SCHEMA);
    Map<String, AttributeValue> key = EnrollmentKeys.key("a91", "math204");
    assertEquals(
        Map.of(
            "PK",
            AttributeValue.fromS("STU#a91"),
            "SK",
            AttributeValue.fromS("ENROLL#CRS#math204")),
        key);
    assertEquals("a91", EnrollmentKeys.sourceId(key));
    assertEquals("math204", EnrollmentKeys.targetId(key));
  }

  @Test
  void followKeysAreShardedByTheSourceId() {
    assertEquals("ACTOR#alice", FollowKeys.pk("alice"));
    assertEquals("TARGET#bob", FollowKeys.sk("bob"));
    assertEquals("ACTOR#alice", FollowKeys.inverseSk("alice"));
    // FNV-1a("alice") = 0x872213e7, which is 7 modulo 8.
    assertEquals(7, FollowKeys.shard("alice"));
    assertEquals("TARGET#bob#7", FollowKeys.inversePk("bob", FollowKeys.shard("alice")));
    List<String> expected = new ArrayList<>();
    for (int shard = 0; shard < 8; shard++) {
      expected.add("TARGET#bob#" + shard);
    }
    assertEquals(expected, FollowKeys.inversePks("bob"));
    assertEquals(
        EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), 8)
            .withKeys("ACTOR#{follower}", "TARGET#{followee}")
            .withInverseKeys("TARGET#{followee}#{shard 0..7}", "ACTOR#{follower}")
            .withAttribute("since", ValueFormat.INSTANT)
            .withEnds("User", "User")
            .withSourceCounter("following", 1)
            .withTargetCounter("followers", 1),
        FollowKeys.SCHEMA);
    assertThrows(InvalidKeyException.class, () -> FollowKeys.inversePk("bob", 8));
    assertThrows(InvalidKeyException.class, () -> FollowKeys.inversePk("bob", -1));
  }

  @Test
  void idsAreEscapedAndDecodedBack() {
    String id = "a#b%c/€";
    assertEquals("STU#a%23b%25c/€", EnrollmentKeys.pk(id));
    assertEquals(KeyCodec.shard("a%23b%25c/€", 8), FollowKeys.shard(id));
    Map<String, AttributeValue> key = EnrollmentKeys.key(id, id);
    assertEquals(id, EnrollmentKeys.sourceId(key));
    assertEquals(id, EnrollmentKeys.targetId(key));
  }

  @Test
  void badIdsAreRejectedNamingTheComponent() {
    InvalidKeyException nullId =
        assertThrows(InvalidKeyException.class, () -> EnrollmentKeys.pk(null));
    assertTrue(nullId.getMessage().contains("studentId"), nullId.getMessage());
    InvalidKeyException empty =
        assertThrows(InvalidKeyException.class, () -> EnrollmentKeys.key("a91", ""));
    assertTrue(empty.getMessage().contains("courseId"), empty.getMessage());
    // "ENROLL#CRS#" is 11 bytes: 1013 more make 1024, the sort key limit.
    assertEquals(1024, EnrollmentKeys.sk("x".repeat(1013)).length());
    InvalidKeyException tooLong =
        assertThrows(InvalidKeyException.class, () -> EnrollmentKeys.sk("x".repeat(1014)));
    assertTrue(tooLong.getMessage().contains("SK"), tooLong.getMessage());
    // The same id fits the partition key (2048 bytes).
    assertEquals("CRS#" + "x".repeat(1014), EnrollmentKeys.inversePk("x".repeat(1014)));
  }

  @Test
  void decodingAnotherKindsItemFails() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> EnrollmentKeys.targetId(StudentKeys.key("a91")));
    assertTrue(e.getMessage().contains("ENROLL#CRS#"), e.getMessage());
  }

  @Test
  void typedIdsAndConstantSortKeys() {
    Badge.BadgeId id = new Badge.BadgeId(42);
    assertEquals("BADGE#42", BadgeKeys.pk(id));
    assertEquals("META", BadgeKeys.sk());
    assertEquals(
        Map.of("PK", AttributeValue.fromS("BADGE#42"), "SK", AttributeValue.fromS("META")),
        BadgeKeys.key(id));
    assertEquals(id, BadgeKeys.id(BadgeKeys.key(id)));
    InvalidKeyException nullId = assertThrows(InvalidKeyException.class, () -> BadgeKeys.pk(null));
    assertTrue(nullId.getMessage().contains("id"), nullId.getMessage());
    assertEquals(Optional.empty(), BadgeKeys.SCHEMA.inverseIndex());
  }

  @Test
  void theSchemaNamesWhichValuesEachComponentReads() {
    Map<String, ValueFormat> formats = new LinkedHashMap<>();
    formats.put("level", ValueFormat.constants("BRONZE", "SILVER", "GOLD"));
    formats.put("rank", ValueFormat.SHORT);
    formats.put("stock", ValueFormat.INT);
    formats.put("points", ValueFormat.BIG_INTEGER);
    formats.put("grade", ValueFormat.CHAR);
    formats.put("owner", ValueFormat.UUID);
    formats.put("awardedOn", ValueFormat.LOCAL_DATE);
    formats.put("expiresAt", ValueFormat.EPOCH_SECONDS);
    assertEquals(formats, BadgeKeys.SCHEMA.formats());
    assertEquals(List.copyOf(formats.keySet()), List.copyOf(BadgeKeys.SCHEMA.formats().keySet()));
    // Every value of a String or a BigDecimal reads: those have a type and no format.
    assertEquals(AttributeValue.Type.N, BadgeKeys.SCHEMA.attributes().get("weight"));
    assertEquals(AttributeValue.Type.S, BadgeKeys.SCHEMA.attributes().get("level"));
    assertEquals(AttributeValue.Type.N, BadgeKeys.SCHEMA.attributes().get("expiresAt"));
  }
}
