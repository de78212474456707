package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.JavaName;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.model.TypeModel.Kind;
import io.edgetable.processor.write.Generator;
import io.edgetable.processor.write.SourceWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** What the reader puts into the model that generators receive. */
class ModelTest {

  /** Keeps the model the processor hands to generators. */
  private static final class Capture implements Generator {
    final List<ProcessorModel> models = new ArrayList<>();

    @Override
    public void node(NodeModel node, ProcessorModel model, SourceWriter out) {
      if (models.isEmpty() || models.get(models.size() - 1) != model) {
        models.add(model);
      }
    }
  }

  private static ProcessorModel model(JavaFileObject... sources) {
    Capture capture = new Capture();
    Compilation compilation =
        Compiler.javac().withProcessors(new EdgeTableProcessor(List.of(capture))).compile(sources);
    assertThat(compilation).succeeded();
    assertEquals(1, capture.models.size());
    return capture.models.get(0);
  }

  @Test
  void specRecords() {
    ProcessorModel model = model(Compilations.specRecords());
    assertEquals(
        List.of("Student", "Course", "User"),
        model.nodes().stream().map(n -> n.name().simpleNames()).toList());
    assertEquals(
        List.of("Enrollment", "Follow"),
        model.edges().stream().map(e -> e.name().simpleNames()).toList());

    NodeModel student = model.nodes().get(0);
    assertEquals(
        Map.of("studentId", Role.ID, "name", Role.ATTRIBUTE, "courseCount", Role.COUNTER),
        roles(student.components()));
    assertEquals(List.of("studentId", "name", "courseCount"), names(student.components()));
    assertEquals("STU#{studentId}", student.pk().describe());
    assertEquals("STU#{studentId}", student.sk().describe());
    NodeModel user = model.nodes().get(2);
    assertEquals(List.of("followers", "following"), names(user.counters()));

    EdgeModel enrollment = model.edges().get(0);
    assertEquals(
        List.of("studentId", "courseId", "grade", "enrolledOn"), names(enrollment.components()));
    assertEquals(List.of("grade", "enrolledOn"), names(enrollment.attributes()));
    assertEquals(Kind.LOCAL_DATE, enrollment.attributes().get(1).type().kind());
    assertEquals("ENROLL#CRS#{courseId}", enrollment.sk().describe());
    IndexModel index = enrollment.inverse().orElseThrow();
    assertEquals("GSI1PK", index.pk().attribute());
    assertEquals("CRS#{courseId}", index.pk().describe());
    assertEquals("ENROLL#STU#{studentId}", index.sk().describe());
    assertEquals("courseCount", enrollment.sourceCounter().orElseThrow().component());
    assertEquals("studentCount", enrollment.targetCounter().orElseThrow().component());
    assertEquals("Course", enrollment.targetCounter().orElseThrow().node().name().simpleNames());

    EdgeModel follow = model.edges().get(1);
    assertEquals("TARGET#{followee}#{shard 0..7}", follow.inverse().orElseThrow().pk().describe());
    assertEquals(
        "follower", follow.inverse().orElseThrow().pk().shardBy().orElseThrow().component());
    assertEquals("ACTOR", follow.source().keyPrefix());
    assertEquals("USER", follow.source().nodePrefix());

    Map<String, List<String>> collections =
        model.collections().stream()
            .collect(
                Collectors.toMap(
                    c -> c.node().name().simpleNames(),
                    c -> c.edges().stream().map(e -> e.name().simpleNames()).toList()));
    // Follow lives in ACTOR# partitions, not in the user's own USER# partition.
    assertEquals(
        Map.of("Student", List.of("Enrollment"), "Course", List.of(), "User", List.of()),
        collections);
    CollectionModel studentCollection = model.collection(student.name()).orElseThrow();
    assertEquals(Role.COUNTER, studentCollection.node().components().get(2).role());
  }

  /**
   * A node's sharded counters come in declaration order, the order its counter items are read and
   * deleted in, whatever order its edges name them.
   */
  @Test
  void shardedCountersInDeclarationOrder() {
    ProcessorModel model =
        model(
            annotated(
                "test.Member",
                "@Node(prefix = \"MEM\")",
                "public record Member(@Id String handle, long followers, long following) {}"),
            annotated(
                "test.Follows",
                "@Edge(source = Member.class, target = Member.class, sourcePrefix = \"A\",",
                "    targetPrefix = \"B\", sourceCounter = \"following\", sourceCounterShards = 2,",
                "    targetCounter = \"followers\", targetCounterShards = 4)",
                "public record Follows(@SourceId String a, @TargetId String b) {}"));
    NodeModel member = model.nodes().get(0);
    assertEquals(List.of("following", "followers"), List.copyOf(member.counterShards().keySet()));
    assertEquals(
        List.of("followers", "following"), List.copyOf(member.shardedCounters().keySet()));
    assertEquals(List.of(4, 2), List.copyOf(member.shardedCounters().values()));
  }

  @Test
  void typesAndNestedShapes() {
    JavaFileObject file =
        annotated(
            "test.Doc",
            "import java.util.*;",
            "@Node(prefix = \"DOC\")",
            "public record Doc(@Id UUID id, int pages, Integer copies, java.math.BigDecimal price,",
            "    byte[] blob, List<String> tags, Set<String> labels, Set<Long> scores,",
            "    Map<String, List<Section>> parts, Section root, Kind kind) {",
            "  public enum Kind { BOOK, PAPER }",
            "  public record Section(String title, List<Section> children, Note note) {}",
            "  public record Note(String text, Section about) {}",
            "}");
    NodeModel doc = model(file).nodes().get(0);
    List<TypeModel> types = doc.components().stream().map(ComponentModel::type).toList();
    assertEquals(
        List.of(
            Kind.UUID,
            Kind.INT,
            Kind.INT,
            Kind.BIG_DECIMAL,
            Kind.BYTES,
            Kind.LIST,
            Kind.STRING_SET,
            Kind.NUMBER_SET,
            Kind.MAP,
            Kind.RECORD,
            Kind.ENUM),
        types.stream().map(TypeModel::kind).toList());
    assertTrue(types.get(1).primitive());
    assertEquals("java.lang.Integer", types.get(2).qualifiedName());
    assertEquals(Kind.LONG, types.get(7).arguments().get(0).kind());
    TypeModel parts = types.get(8);
    assertEquals(Kind.LIST, parts.arguments().get(0).kind());
    assertEquals("test.Doc.Section", parts.arguments().get(0).arguments().get(0).qualifiedName());
    assertEquals("test.Doc.Kind", types.get(10).qualifiedName());
    // Section and Note refer to each other: each shape is listed once.
    assertEquals(
        List.of("test.Doc.Note", "test.Doc.Section"),
        doc.shapes().stream().map(RecordShape::qualifiedName).sorted().toList());
    RecordShape section =
        doc.shapes().stream()
            .filter(s -> s.qualifiedName().endsWith("Section"))
            .findFirst()
            .orElseThrow();
    assertEquals(List.of("title", "children", "note"), names(section.components()));
    assertEquals(Kind.UUID, doc.id().value().kind());
  }

  @Test
  void typeNamesAreReadFromTheirElementsNotGuessed() {
    JavaFileObject level =
        source("com.Acme.types.Level", "package com.Acme.types;", "public enum Level { LOW }");
    JavaFileObject accountId =
        source("shop.ids.AccountId", "package shop.ids;", "public record AccountId(String v) {}");
    JavaFileObject registry =
        annotated(
            "shop.Registry",
            "public final class Registry {",
            "  public enum status { active }",
            "  public record Address(String street) {}",
            "  @Node(prefix = \"ACCT\")",
            "  public record Account(@Id shop.ids.AccountId id, com.Acme.types.Level level,",
            "      status state, Address address) {}",
            "}");
    NodeModel account = model(level, accountId, registry).nodes().get(0);
    assertEquals(new RecordName("shop", "Registry.Account"), account.name());
    assertEquals(
        JavaName.of("shop.ids", "AccountId"), account.id().typedId().orElseThrow().name());
    List<TypeModel> types = account.components().stream().map(ComponentModel::type).toList();
    assertEquals(JavaName.of("com.Acme.types", "Level"), types.get(1).javaName());
    assertEquals(JavaName.of("shop", "Registry", "status"), types.get(2).javaName());
    assertEquals(JavaName.of("shop", "Registry", "Address"), types.get(3).javaName());
    assertEquals(JavaName.of("shop", "Registry", "Address"), account.shapes().get(0).name());
  }

  private static List<String> names(List<ComponentModel> components) {
    return components.stream().map(ComponentModel::name).toList();
  }

  private static Map<String, Role> roles(List<ComponentModel> components) {
    return components.stream()
        .collect(Collectors.toMap(ComponentModel::name, ComponentModel::role));
  }
}
