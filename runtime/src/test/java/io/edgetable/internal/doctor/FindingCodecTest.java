package io.edgetable.internal.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.TableMisfit;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.UnknownItem;
import io.edgetable.doctor.ValueMismatch;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Every kind of finding, every optional field present and absent, through JSON and back. */
class FindingCodecTest {
  private static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  @Test
  void everyFindingComesBackEqual() {
    List<Finding> findings = List.of(
        new CounterDrift(key("REPO#a", "REPO#a"), "Repo", "stars", Optional.of(0L),
            new TreeMap<>(Map.of(1, 4L, 5, 1L)), new TreeMap<>(Map.of(1, 1L, 5, 1L)), 8, 2),
        new CounterDrift(key("CRS#c\"1", "CRS#c\"1"), "Course", "studentCount", Optional.empty(),
            new TreeMap<>(), new TreeMap<>(), 1, 3),
        new DanglingEdge(key("DEV#ghost", "FOLLOWS#DEV#gone"), "Follows",
            List.of("DEV#ghost")),
        new IndexKeyMismatch(key("DEV#bob", "STAR#REPO#a"), "Star", "GSI1",
            Optional.of("REPO#a#5"), "REPO#a#4", Optional.empty(), "STAR#DEV#bob"),
        new OrphanCounter(key("DEV#cy#followers#1", "DEV#cy#followers#1"), "Developer",
            "DEV#cy", "followers", 1, Optional.of(1L)),
        new OrphanCounter(key("DEV#cy#followers#2", "DEV#cy#followers#2"), "Developer",
            "DEV#cy", "followers", 2, Optional.empty()),
        new ValueMismatch(key("DEV#ada", "CONTRIB#REPO#a"), "Contributes", "role",
            Optional.of(AttributeValue.fromS("BOSS\n\\")), "one of the constants [OWNER]"),
        new ValueMismatch(key("DEV#ada", "CONTRIB#REPO#a"), "Contributes", "since",
            Optional.empty(), "a date"),
        new ValueMismatch(key("DEV#ada", "DEV#ada"), "Developer", "odd",
            Optional.of(AttributeValue.fromM(Map.of(
                "l", AttributeValue.fromL(List.of(AttributeValue.fromN("1.5"),
                    AttributeValue.fromBool(true), AttributeValue.fromNul(true))),
                "b", AttributeValue.fromB(SdkBytes.fromUtf8String("bytes")),
                "ss", AttributeValue.fromSs(List.of("x", "y")),
                "ns", AttributeValue.fromNs(List.of("1", "2")),
                "bs", AttributeValue.fromBs(List.of(SdkBytes.fromUtf8String("z")))))),
            "a string"),
        new TypeMismatch(key("DEV#dee", "DEV#dee"), "Developer", "name",
            AttributeValue.Type.S, AttributeValue.Type.N),
        new UnknownItem(Map.of("PK", AttributeValue.fromN("7")), "its PK and SK are not both"
            + " strings"),
        new TableMisfit("school", List.of("no global secondary index GSI2", "\u00e9t\u00e9")));
    for (Finding finding : findings) {
      String line = FindingCodec.encode(finding);
      assertTrue(!line.contains("\n"), "one line: " + line);
      assertEquals(finding, FindingCodec.decode(line), line);
      assertEquals(finding.message(), FindingCodec.decode(line).message());
    }
  }

  @Test
  void aLineThatIsNoFindingIsNamed() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> FindingCodec.decode("{\"kind\":\"DanglingEdge\",\"recordName\":\"Follows\"}"));
    assertTrue(e.getMessage().contains("no key"), e.getMessage());
    IllegalArgumentException kind = assertThrows(IllegalArgumentException.class,
        () -> FindingCodec.decode("{\"kind\":\"Nonsense\"}"));
    assertTrue(kind.getMessage().contains("unknown kind Nonsense"), kind.getMessage());
  }
}
