package io.edgetable.it.values;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.UnreadableItemException;
import io.edgetable.internal.codec.TableKeys;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Generated marshallers: toItem then fromItem gives an equal record, in the item layout. */
class MarshallerRoundTripTest {

  static KitchenSink fullSink(String id) {
    Address old = new Address("Old Road ✓", 1, null, List.of(), Map.of());
    Map<String, Mood> moods = new LinkedHashMap<>();
    moods.put("mornings", Mood.GRUMPY);
    moods.put("nobody", null);
    Address home = new Address("Straße 7", 7, old, Arrays.asList("flat 2", null, "東京"), moods);
    Map<String, List<String>> aliases = new HashMap<>();
    aliases.put("a", List.of("x", "y"));
    aliases.put("empty", List.of());
    aliases.put("none", null);
    return new KitchenSink(
        new SinkId(id),
        "Ünïcødé 🚀 text",
        true,
        Boolean.FALSE,
        Byte.MIN_VALUE,
        Byte.MAX_VALUE,
        Short.MIN_VALUE,
        (short) 12,
        Integer.MAX_VALUE,
        -1,
        Long.MIN_VALUE,
        Long.MAX_VALUE,
        1.25e-3f,
        -0.5f,
        Math.E,
        1e100,
        'ß',
        '"',
        new BigDecimal("12345678901234567890.0987654321"),
        new BigInteger("-98765432109876543210"),
        Instant.parse("2026-03-04T05:06:07.123456789Z"),
        LocalDate.of(1999, 12, 31),
        UUID.fromString("123e4567-e89b-12d3-a456-426614174000"),
        Mood.HAPPY,
        "bytes\u0000\u00ff".getBytes(StandardCharsets.UTF_8),
        Arrays.asList("one", null, "three"),
        List.of(Mood.GRUMPY, Mood.HAPPY),
        List.of(home, old),
        List.of(List.of(1, 2), List.of(), List.of(3)),
        Set.of("red", "green", "😀"),
        Set.of(-1, 0, 1),
        Set.of(Long.MAX_VALUE),
        Set.of(new BigDecimal("0.1"), new BigDecimal("-2.5")),
        Set.of(0.5, 1.5e-10),
        aliases,
        Map.of("home", home, "work", old),
        Map.of("x", 1),
        home);
  }

  static KitchenSink emptySink(String id) {
    return new KitchenSink(
        new SinkId(id),
        null,
        false,
        null,
        (byte) 0,
        null,
        (short) 0,
        null,
        0,
        null,
        0L,
        null,
        0f,
        null,
        0d,
        null,
        '\0',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        Set.of(),
        Set.of(),
        Set.of(),
        Set.of(),
        Set.of(),
        null,
        null,
        null,
        null);
  }

  /** Records compare arrays by identity; compare the bytes apart. */
  static void assertSameSink(KitchenSink expected, KitchenSink actual) {
    assertArrayEquals(expected.bytes(), actual.bytes());
    assertEquals(withoutBytes(expected), withoutBytes(actual));
  }

  static KitchenSink withoutBytes(KitchenSink k) {
    return new KitchenSink(
        k.id(),
        k.text(),
        k.flag(),
        k.boxedFlag(),
        k.b(),
        k.boxedB(),
        k.s(),
        k.boxedS(),
        k.i(),
        k.boxedI(),
        k.l(),
        k.boxedL(),
        k.f(),
        k.boxedF(),
        k.d(),
        k.boxedD(),
        k.c(),
        k.boxedC(),
        k.decimal(),
        k.big(),
        k.at(),
        k.day(),
        k.uuid(),
        k.mood(),
        null,
        k.strings(),
        k.moods(),
        k.addresses(),
        k.grid(),
        k.tags(),
        k.ints(),
        k.longs(),
        k.weights(),
        k.doubles(),
        k.aliases(),
        k.places(),
        k.counts(),
        k.home());
  }

  @Test
  void everySupportedTypeRoundTrips() {
    KitchenSink sink = fullSink("sink#1 %zz 名前");
    Map<String, AttributeValue> item = KitchenSinkMarshaller.INSTANCE.toItem(sink);
    assertSameSink(sink, KitchenSinkMarshaller.INSTANCE.fromItem(item));
  }

  @Test
  void storedFormsAreTheDocumentedOnes() {
    Map<String, AttributeValue> item = KitchenSinkMarshaller.INSTANCE.toItem(fullSink("a#b%c"));
    assertEquals("SINK#a%23b%25c", item.get("PK").s());
    assertEquals("SINK#a%23b%25c", item.get("SK").s());
    assertFalse(item.containsKey("id"), "ids live only in the keys");
    assertEquals("Ünïcødé 🚀 text", item.get("text").s());
    assertEquals(Boolean.TRUE, item.get("flag").bool());
    assertEquals(String.valueOf(Long.MIN_VALUE), item.get("l").n());
    assertEquals("ß", item.get("c").s());
    assertEquals("2026-03-04T05:06:07.123456789Z", item.get("at").s());
    assertEquals("1999-12-31", item.get("day").s());
    assertEquals("123e4567-e89b-12d3-a456-426614174000", item.get("uuid").s());
    assertEquals("HAPPY", item.get("mood").s());
    assertEquals(Set.of("red", "green", "😀"), Set.copyOf(item.get("tags").ss()));
    assertEquals(Set.of("-1", "0", "1"), Set.copyOf(item.get("ints").ns()));
    assertEquals(Boolean.TRUE, item.get("strings").l().get(1).nul());
    Map<String, AttributeValue> home = item.get("home").m();
    assertEquals("Straße 7", home.get("street").s());
    assertEquals("7", home.get("number").n());
    assertEquals("Old Road ✓", home.get("previous").m().get("street").s());
    assertTrue(
        home.get("previous").m().get("previous") == null, "null nested components are omitted");
    assertEquals(AttributeValue.fromS("x"), item.get("aliases").m().get("a").l().get(0));
  }

  @Test
  void nullsAreOmittedAndEmptySetsReadBackEmpty() {
    KitchenSink sink = emptySink("empty");
    Map<String, AttributeValue> item = KitchenSinkMarshaller.INSTANCE.toItem(sink);
    assertEquals(
        Set.of("PK", "SK", "flag", "b", "s", "i", "l", "f", "d", "c"),
        item.keySet(),
        "null components and empty sets are not written");
    assertSameSink(sink, KitchenSinkMarshaller.INSTANCE.fromItem(item));
  }

  @Test
  void nullSetsReadBackAsEmptySets() {
    KitchenSink sink = emptySink("nullsets");
    KitchenSink withNullSet =
        new KitchenSink(
            sink.id(), null, false, null, (byte) 0, null, (short) 0, null, 0, null, 0L, null, 0f,
            null, 0d, null, '\0', null, null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, null, null, null);
    KitchenSink read =
        KitchenSinkMarshaller.INSTANCE.fromItem(KitchenSinkMarshaller.INSTANCE.toItem(withNullSet));
    assertEquals(Set.of(), read.tags());
    assertEquals(Set.of(), read.weights());
    assertSameSink(sink, read);
  }

  @Test
  void missingAttributesReadAsNullAndUnknownOnesAreIgnored() {
    Map<String, AttributeValue> item = new HashMap<>(KitchenSinkKeys.key(new SinkId("k")));
    item.put("somethingElse", AttributeValue.fromS("ignored"));
    item.put("text", AttributeValue.fromS("t"));
    KitchenSink read = KitchenSinkMarshaller.INSTANCE.fromItem(item);
    assertEquals(new SinkId("k"), read.id());
    assertEquals("t", read.text());
    assertEquals(0, read.i());
    assertNull(read.boxedI());
    assertNull(read.home());
    assertEquals(Set.of(), read.tags());
  }

  @Test
  void wrongStoredTypesNameTheAttribute() {
    Map<String, AttributeValue> item =
        new HashMap<>(KitchenSinkMarshaller.INSTANCE.toItem(fullSink("w")));
    item.put("i", AttributeValue.fromS("not a number"));
    UnreadableItemException e =
        assertThrows(
            UnreadableItemException.class, () -> KitchenSinkMarshaller.INSTANCE.fromItem(item));
    assertTrue(e.getMessage().contains("'i'"), e.getMessage());
    assertEquals("i", e.attribute());
    assertEquals("N (number)", e.expectedType());
    assertEquals("KitchenSink", e.kind());
    assertEquals(TableKeys.keyOf(item), e.key(), "the item is named by its key");

    Map<String, AttributeValue> nested =
        new HashMap<>(KitchenSinkMarshaller.INSTANCE.toItem(fullSink("w")));
    Map<String, AttributeValue> home = new HashMap<>(nested.get("home").m());
    home.put("street", AttributeValue.fromN("5"));
    nested.put("home", AttributeValue.fromM(home));
    UnreadableItemException inNested =
        assertThrows(
            UnreadableItemException.class, () -> KitchenSinkMarshaller.INSTANCE.fromItem(nested));
    assertTrue(inNested.attribute().contains("street"), inNested.getMessage());
  }

  @Test
  void nonFiniteNumbersAreRejectedNamingTheAttribute() {
    KitchenSink sink = withoutBytes(fullSink("nan"));
    KitchenSink nan =
        new KitchenSink(
            sink.id(),
            sink.text(),
            sink.flag(),
            sink.boxedFlag(),
            sink.b(),
            sink.boxedB(),
            sink.s(),
            sink.boxedS(),
            sink.i(),
            sink.boxedI(),
            sink.l(),
            sink.boxedL(),
            sink.f(),
            sink.boxedF(),
            Double.NaN,
            sink.boxedD(),
            sink.c(),
            sink.boxedC(),
            sink.decimal(),
            sink.big(),
            sink.at(),
            sink.day(),
            sink.uuid(),
            sink.mood(),
            null,
            sink.strings(),
            sink.moods(),
            sink.addresses(),
            sink.grid(),
            sink.tags(),
            sink.ints(),
            sink.longs(),
            sink.weights(),
            sink.doubles(),
            sink.aliases(),
            sink.places(),
            sink.counts(),
            sink.home());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> KitchenSinkMarshaller.INSTANCE.toItem(nan));
    assertTrue(e.getMessage().contains("'d'"), e.getMessage());
  }

  @Test
  void enrollmentHasTheSpecLayout() {
    Enrollment enrollment = new Enrollment("a91", "math204", "A", LocalDate.of(2026, 9, 1));
    Map<String, AttributeValue> item = EnrollmentMarshaller.INSTANCE.toItem(enrollment);
    assertEquals(
        Map.of(
            "PK", AttributeValue.fromS("STU#a91"),
            "SK", AttributeValue.fromS("ENROLL#CRS#math204"),
            "GSI1PK", AttributeValue.fromS("CRS#math204"),
            "GSI1SK", AttributeValue.fromS("ENROLL#STU#a91"),
            "grade", AttributeValue.fromS("A"),
            "enrolledOn", AttributeValue.fromS("2026-09-01")),
        item);
    assertEquals(enrollment, EnrollmentMarshaller.INSTANCE.fromItem(item));
    Enrollment noGrade = new Enrollment("a#91", "m%204", null, null);
    assertEquals(
        noGrade,
        EnrollmentMarshaller.INSTANCE.fromItem(EnrollmentMarshaller.INSTANCE.toItem(noGrade)));
  }

  @Test
  void studentHasTheSpecLayout() {
    Student student = new Student("a91", "Ada", 3);
    Map<String, AttributeValue> item = StudentMarshaller.INSTANCE.toItem(student);
    assertEquals(
        Map.of(
            "PK", AttributeValue.fromS("STU#a91"),
            "SK", AttributeValue.fromS("STU#a91"),
            "name", AttributeValue.fromS("Ada"),
            "courseCount", AttributeValue.fromN("3")),
        item);
    assertEquals(student, StudentMarshaller.INSTANCE.fromItem(item));
  }

  @Test
  void followIsShardedByTheFollower() {
    Follow follow = new Follow("alice", "bob", Instant.parse("2026-01-01T00:00:00Z"));
    Map<String, AttributeValue> item = FollowMarshaller.INSTANCE.toItem(follow);
    assertEquals("ACTOR#alice", item.get("PK").s());
    assertEquals("TARGET#bob", item.get("SK").s());
    assertEquals("TARGET#bob#" + fnv1a("alice", 8), item.get("GSI1PK").s());
    assertEquals("ACTOR#alice", item.get("GSI1SK").s());
    assertEquals("2026-01-01T00:00:00.000000000Z", item.get("since").s());
    assertEquals(follow, FollowMarshaller.INSTANCE.fromItem(item));
  }

  @Test
  void typedIdEdgeRoundTrips() {
    Ownership ownership =
        new Ownership(
            new SinkId("s#1"), "c1", Mood.GRUMPY, List.of(new Address("x", 2, null, null, null)));
    Map<String, AttributeValue> item = OwnershipMarshaller.INSTANCE.toItem(ownership);
    assertEquals("SINK#s%231", item.get("PK").s());
    assertEquals("OWNS#CRS#c1", item.get("SK").s());
    assertEquals("CRS#c1", item.get("GSI2PK").s());
    assertEquals("OWNS#SINK#s%231", item.get("GSI2SK").s());
    assertEquals(ownership, OwnershipMarshaller.INSTANCE.fromItem(item));
  }

  @Test
  void invalidIdsAreRejectedBeforeAnyRequest() {
    assertThrows(
        InvalidKeyException.class,
        () -> EnrollmentMarshaller.INSTANCE.toItem(new Enrollment("", "c", null, null)));
    assertThrows(
        InvalidKeyException.class,
        () -> EnrollmentMarshaller.INSTANCE.toItem(new Enrollment("s", null, null, null)));
  }

  @Test
  void constantSortKeyNodeRoundTrips() {
    Settings settings = new Settings(42L, Map.of("theme", "dark", "lang", "日本語"), Mood.HAPPY);
    Map<String, AttributeValue> item = SettingsMarshaller.INSTANCE.toItem(settings);
    assertEquals("ACCOUNT#42", item.get("PK").s());
    assertEquals("SETTINGS", item.get("SK").s());
    assertEquals(settings, SettingsMarshaller.INSTANCE.fromItem(item));
  }

  @Test
  void nestedAnnotatedRecordsRoundTrip() {
    Outer.Inner.Detail last = new Outer.Inner.Detail("last", null);
    Outer.Inner inner =
        new Outer.Inner(
            Mood.GRUMPY, new Outer.Inner.Detail("first", last), Arrays.asList(last, null));
    Map<String, AttributeValue> item = Outer_InnerMarshaller.INSTANCE.toItem(inner);
    assertEquals("INNER#GRUMPY", item.get("PK").s());
    assertEquals("last", item.get("detail").m().get("next").m().get("text").s());
    assertEquals(inner, Outer_InnerMarshaller.INSTANCE.fromItem(item));
  }

  @Test
  void collectionsInsideCollectionsRoundTrip() {
    Nesting nesting =
        new Nesting(
            -7,
            Map.of("admins", Set.of("ada", "bob"), "nobody", Set.of()),
            List.of(Set.of(1, 2), Set.of()),
            Map.of("x", Map.of("at", Instant.parse("2026-01-01T00:00:00.5Z"))),
            List.of(Map.of("m", List.of(Mood.HAPPY)), Map.of()),
            List.of(new byte[] {1, 2}, new byte[0]));
    Map<String, AttributeValue> item = NestingMarshaller.INSTANCE.toItem(nesting);
    assertEquals("NEST#-7", item.get("PK").s());
    assertEquals(
        Boolean.TRUE,
        item.get("groups").m().get("nobody").nul(),
        "an empty set inside a map is NUL");
    Nesting read = NestingMarshaller.INSTANCE.fromItem(item);
    assertEquals(nesting.groups(), read.groups());
    assertEquals(nesting.bags(), read.bags());
    assertEquals(nesting.times(), read.times());
    assertEquals(nesting.deep(), read.deep());
    assertEquals(2, read.blobs().size());
    assertArrayEquals(new byte[] {1, 2}, read.blobs().get(0));
    assertArrayEquals(new byte[0], read.blobs().get(1));
  }

  private static int fnv1a(String escaped, int shards) {
    int hash = 0x811c9dc5;
    for (byte b : escaped.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x01000193;
    }
    return Integer.remainderUnsigned(hash, shards);
  }
}
