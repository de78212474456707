package io.edgetable.internal.doctor;

import static io.edgetable.internal.doctor.Hub.item;
import static io.edgetable.internal.doctor.Hub.n;
import static io.edgetable.internal.doctor.Hub.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.UnknownItem;
import io.edgetable.doctor.ValueMismatch;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.ValueFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The doctor's one finding function, run as a distributed job runs it (items grouped by node key,
 * the function applied to each group, the findings united) and as a check on one machine runs it
 * (item by item, one group a node, in one pass or two): the same findings, of every kind, sorted.
 */
class DoctorModelTest {
  private static final DoctorModel MODEL = DoctorModel.of(Hub.SCHEMAS);

  @Test
  void eachItemGoesToTheGroupOfEveryNodeItConcerns() {
    Hub hub = new Hub();
    assertEquals(List.of("DEV#ada"), MODEL.groupKeys(hub.developer("ada")));
    assertEquals(
        List.of("DEV#ada"),
        MODEL.groupKeys(item("DEV#ada#followers#2", "DEV#ada#followers#2", "followers", n(1))));
    assertEquals(
        List.of("DEV#bob", "REPO#ada/engine"), MODEL.groupKeys(hub.star("bob", "ada/engine")));
    assertEquals(List.of("DEV#bob", "DEV#ada"), MODEL.groupKeys(hub.follows("bob", "ada")));
    assertEquals(List.of("DEV#ada"), MODEL.groupKeys(hub.follows("ada", "ada")), "a self-edge");
    assertEquals(List.of("JUNK#1"), MODEL.groupKeys(item("JUNK#1", "JUNK#1")));
    Map<String, AttributeValue> numbered = Map.of("PK", n(7));
    assertEquals(
        List.of(Finding.describe(numbered)),
        MODEL.groupKeys(numbered),
        "an item without string keys has a group of its own");
  }

  /** A table broken in every way an export can show, with the findings it must give. */
  private static Hub broken() {
    Hub hub = new Hub();
    for (String id : List.of("ada", "bob", "cy", "dee")) {
      hub.developer(id);
    }
    hub.repo("ada/engine");
    Map<String, AttributeValue> site = hub.repo("bob/site");
    hub.follows("bob", "ada");
    hub.follows("cy", "ada");
    hub.follows("dee", "ada");
    hub.follows("ada", "bob");
    hub.star("bob", "ada/engine");
    hub.star("cy", "ada/engine");
    Map<String, AttributeValue> adaStar = hub.star("ada", "bob/site");
    Map<String, AttributeValue> adaJoins = hub.contributes("ada", "ada/engine", "2024-01-02");
    Map<String, AttributeValue> bobJoins = hub.contributes("bob", "ada/engine", "2024-03-04");
    hub.follows("ghost", "gone"); // both ends missing
    hub.star("eve", "ada/engine"); // its source missing
    hub.counterItems();
    // A counter item 3 too high, an index key of another shard, a stranger
    for (Map<String, AttributeValue> item : hub.items) {
      if (item.get("PK").s().startsWith("REPO#ada/engine#stars#")) {
        item.put("stars", n(Long.parseLong(item.get("stars").n()) + 3));
        break;
      }
    }
    adaStar.put("GSI1PK", s("REPO#bob/site#9"));
    hub.items.add(item("JUNK#1", "JUNK#1"));
    // A name stored as a number; values the record types cannot read
    nodeItem(hub, "DEV#cy").put("name", n(5));
    nodeItem(hub, "DEV#dee").put("level", n(40_000));
    bobJoins.put("role", s("BOSS"));
    adaJoins.remove("since");
    site.put("installation", s("not-a-uuid"));
    // The counter item of a repo deleted with no edge left
    hub.items.add(item("REPO#old#stars#5", "REPO#old#stars#5", "stars", n(2)));
    return hub;
  }

  private static Map<String, AttributeValue> nodeItem(Hub hub, String key) {
    return hub.items.stream()
        .filter(i -> i.get("PK").s().equals(key) && i.get("SK").s().equals(key))
        .findFirst()
        .orElseThrow();
  }

  /** The findings as a distributed job gets them: grouped by node key, checked, united. */
  private static List<Finding> grouped(
      DoctorModel model, List<Map<String, AttributeValue>> items) {
    Map<String, List<Map<String, AttributeValue>>> groups = new TreeMap<>();
    for (Map<String, AttributeValue> item : items) {
      for (String key : model.groupKeys(item)) {
        groups.computeIfAbsent(key, k -> new ArrayList<>()).add(item);
      }
    }
    List<Finding> found = new ArrayList<>();
    groups.forEach((key, group) -> found.addAll(model.check(key, group.iterator())));
    found.sort(FindingOrder.INSTANCE);
    return found;
  }

  /** The findings as a check on one machine gets them, remembering {@code references}. */
  private static List<Finding> onePass(
      List<Map<String, AttributeValue>> items, long references, long[] read) {
    List<Finding> found = new ArrayList<>();
    OnePassCheck check = new OnePassCheck(MODEL, found::add, references);
    items.forEach(check::accept);
    check.finish();
    if (check.needsSecondPass()) {
      items.forEach(check::acceptAgain);
      check.finishAgain();
    }
    read[0] = check.itemsRead();
    found.sort(FindingOrder.INSTANCE);
    return found;
  }

  @Test
  void groupedByNodeOrItemByItemTheFindingsAreTheSameForEveryKind() {
    List<Map<String, AttributeValue>> items = broken().items;
    List<Finding> expected = grouped(MODEL, items);
    String ghostsFollower = "DEV#gone#followers#" + KeyCodec.shard("ghost", 4);
    assertEquals(
        Set.of(CounterDrift.class, DanglingEdge.class, IndexKeyMismatch.class, UnknownItem.class,
            TypeMismatch.class, ValueMismatch.class, OrphanCounter.class),
        expected.stream().map(Object::getClass).collect(Collectors.toSet()));
    assertEquals(
        List.of(
            "ValueMismatch DEV#ada / CONTRIB#REPO#ada/engine",
            "IndexKeyMismatch DEV#ada / STAR#REPO#bob/site",
            "ValueMismatch DEV#bob / CONTRIB#REPO#ada/engine",
            "TypeMismatch DEV#cy / DEV#cy",
            "ValueMismatch DEV#dee / DEV#dee",
            "DanglingEdge DEV#eve / STAR#REPO#ada/engine",
            "DanglingEdge DEV#ghost / FOLLOWS#DEV#gone",
            "DanglingEdge DEV#ghost / FOLLOWS#DEV#gone",
            "OrphanCounter " + ghostsFollower + " / " + ghostsFollower,
            "UnknownItem JUNK#1 / JUNK#1",
            "CounterDrift REPO#ada/engine / REPO#ada/engine",
            "ValueMismatch REPO#bob/site / REPO#bob/site",
            "OrphanCounter REPO#old#stars#5 / REPO#old#stars#5"),
        expected.stream()
            .map(f -> f.getClass().getSimpleName() + " " + Finding.describe(f.key()))
            .toList());
    Random random = new Random(33);
    for (int run = 0; run < 5; run++) {
      List<Map<String, AttributeValue>> shuffled = new ArrayList<>(items);
      Collections.shuffle(shuffled, random);
      long[] read = {0};
      assertEquals(expected, grouped(MODEL, shuffled), "the groups' order does not matter");
      assertEquals(expected, onePass(shuffled, OnePassCheck.REFERENCES, read));
      assertEquals(items.size(), read[0], "one pass");
      assertEquals(expected, onePass(shuffled, 1, read), "the edges not remembered are named");
      assertEquals(2L * items.size(), read[0], "a node is missing and its edges were forgotten");
    }
  }

  @Test
  void aMissingNodesEdgesAndCounterItemsAreNamedByItsGroup() {
    List<Finding> found = grouped(MODEL, broken().items);
    List<DanglingEdge> ghost =
        found.stream()
            .filter(f -> f instanceof DanglingEdge d && d.key().get("PK").s().equals("DEV#ghost"))
            .map(DanglingEdge.class::cast)
            .toList();
    assertEquals(
        Set.of(List.of("DEV#ghost"), List.of("DEV#gone")),
        ghost.stream().map(DanglingEdge::missingNodes).collect(Collectors.toSet()),
        "an edge whose two ends are missing, once for each");
    OrphanCounter old =
        (OrphanCounter)
            found.stream()
                .filter(f -> f instanceof OrphanCounter o && o.node().equals("REPO#old"))
                .findFirst()
                .orElseThrow();
    assertEquals("Repo", old.recordName());
    assertEquals("stars", old.counter());
    assertEquals(5, old.shard());
    assertEquals(Optional.of(2L), old.value());
  }

  @Test
  void valuesTheRecordCannotReadAreNamedWithWhatItReads() {
    Map<String, ValueMismatch> byAttribute = new HashMap<>();
    for (Finding finding : grouped(MODEL, broken().items)) {
      if (finding instanceof ValueMismatch mismatch) {
        byAttribute.put(mismatch.attribute(), mismatch);
      }
    }
    assertEquals(Set.of("role", "since", "level", "installation"), byAttribute.keySet());
    ValueMismatch role = byAttribute.get("role");
    assertEquals(Optional.of(s("BOSS")), role.stored());
    assertEquals("one of the constants [OWNER, MEMBER]", role.expected());
    assertTrue(role.message().contains("attribute role holds \"BOSS\""), role.message());
    assertEquals(Optional.empty(), byAttribute.get("since").stored());
    assertTrue(byAttribute.get("since").expected().contains("index GSI2 sorts by it"));
    assertEquals(Optional.of(n(40_000)), byAttribute.get("level").stored());
  }

  @Test
  void everyFormatReadsWhatItsComponentReadsAndNothingElse() {
    Map<ValueFormat, List<AttributeValue>> readable = new HashMap<>();
    readable.put(ValueFormat.BYTE, List.of(n(-128), n(127)));
    readable.put(ValueFormat.SHORT, List.of(n(32_767)));
    readable.put(ValueFormat.INT, List.of(n(Integer.MIN_VALUE)));
    readable.put(ValueFormat.LONG, List.of(n(Long.MAX_VALUE)));
    readable.put(ValueFormat.BIG_INTEGER, List.of(AttributeValue.fromN("1" + "0".repeat(30))));
    readable.put(ValueFormat.EPOCH_SECONDS, List.of(n(1_700_000_000)));
    readable.put(ValueFormat.CHAR, List.of(s("x")));
    readable.put(ValueFormat.INSTANT, List.of(s("2025-11-30T10:15:30Z")));
    readable.put(ValueFormat.LOCAL_DATE, List.of(s("2024-02-29")));
    readable.put(ValueFormat.UUID, List.of(s("4bd51bc0-1ef0-4b57-9b0e-1b58a0b0cc43")));
    Map<ValueFormat, List<AttributeValue>> unreadable = new HashMap<>();
    unreadable.put(ValueFormat.BYTE, List.of(n(128)));
    unreadable.put(ValueFormat.SHORT, List.of(n(32_768)));
    unreadable.put(ValueFormat.INT, List.of(n(3_000_000_000L), AttributeValue.fromN("2.5")));
    unreadable.put(ValueFormat.LONG, List.of(AttributeValue.fromN("9223372036854775808")));
    unreadable.put(ValueFormat.BIG_INTEGER, List.of(AttributeValue.fromN("1.5")));
    unreadable.put(ValueFormat.EPOCH_SECONDS, List.of(AttributeValue.fromN("1e30")));
    unreadable.put(ValueFormat.CHAR, List.of(s("xy")));
    unreadable.put(ValueFormat.INSTANT, List.of(s("yesterday")));
    unreadable.put(ValueFormat.LOCAL_DATE, List.of(s("2023-02-29")));
    unreadable.put(ValueFormat.UUID, List.of(s("not-a-uuid")));
    assertEquals(readable.keySet(), unreadable.keySet());
    readable.forEach(
        (format, values) ->
            values.forEach(
                v -> assertTrue(format.reads(v), format + " reads " + v)));
    unreadable.forEach(
        (format, values) ->
            values.forEach(
                v -> assertFalse(format.reads(v), format + " refuses " + v)));
    ValueFormat roles = ValueFormat.constants("OWNER");
    assertTrue(roles.reads(s("OWNER")));
    assertFalse(roles.reads(s("owner")));
  }

  @Test
  void theModelTravelsToAnotherMachineAndChecksTheSame() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(MODEL);
    }
    DoctorModel shipped;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      shipped = (DoctorModel) in.readObject();
    }
    List<Map<String, AttributeValue>> items = broken().items;
    assertEquals(grouped(MODEL, items), grouped(shipped, items));
  }

  @Test
  void aHealthyTableHasNoFinding() {
    Hub hub = new Hub();
    hub.developer("ada");
    hub.developer("bob");
    hub.repo("ada/engine");
    hub.follows("bob", "ada");
    hub.follows("ada", "ada");
    hub.star("bob", "ada/engine");
    hub.contributes("ada", "ada/engine", "2024-01-02");
    hub.counterItems();
    long[] read = {0};
    assertEquals(List.of(), grouped(MODEL, hub.items));
    assertEquals(List.of(), onePass(hub.items, 1, read));
    assertEquals(hub.items.size(), read[0], "nothing is missing: one pass, whatever the budget");
  }
}
