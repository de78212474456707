package io.edgetable.processor.write;

import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.NodeRef;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.model.TypeModel.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Hand-built models of SPEC's records (as the reader would build them), plus an int-keyed KEYS_ONLY
 * edge and an INCLUDE edge, to exercise the generators without the front end.
 */
final class DaoFixtures {
  static final String PACKAGE = "com.acme";
  static final TypeModel STRING = TypeModel.of(Kind.STRING, "java.lang.String", false);
  static final TypeModel LONG = TypeModel.of(Kind.LONG, "long", true);
  static final TypeModel INT = TypeModel.of(Kind.INT, "int", true);
  static final TypeModel LOCAL_DATE = TypeModel.of(Kind.LOCAL_DATE, "java.time.LocalDate", false);
  static final TypeModel INSTANT = TypeModel.of(Kind.INSTANT, "java.time.Instant", false);

  private DaoFixtures() {}

  static IdModel id(String component, TypeModel type) {
    return new IdModel(component, type, Optional.empty());
  }

  static NodeModel node(String name, String prefix, IdModel id, List<ComponentModel> others) {
    List<ComponentModel> components = new ArrayList<>();
    components.add(new ComponentModel(id.component(), id.value(), Role.ID));
    components.addAll(others);
    return new NodeModel(
        new RecordName(PACKAGE, name),
        prefix,
        Optional.empty(),
        id,
        components,
        List.of(),
        KeyTemplate.of("PK", prefix + "#", id),
        KeyTemplate.of("SK", prefix + "#", id));
  }

  static final NodeModel STUDENT =
      node(
          "Student",
          "STU",
          id("studentId", STRING),
          List.of(
              new ComponentModel("name", STRING, Role.ATTRIBUTE),
              new ComponentModel("courseCount", LONG, Role.COUNTER)));
  static final NodeModel COURSE =
      node(
          "Course",
          "CRS",
          id("courseId", STRING),
          List.of(
              new ComponentModel("title", STRING, Role.ATTRIBUTE),
              new ComponentModel("studentCount", LONG, Role.COUNTER)));
  static final NodeModel USER =
      node(
          "User",
          "USER",
          id("handle", STRING),
          List.of(
              new ComponentModel("followers", LONG, Role.COUNTER),
              new ComponentModel("following", LONG, Role.COUNTER)));
  static final NodeModel ROOM = node("Room", "ROOM", id("number", INT), List.of());

  static NodeRef ref(NodeModel node, String keyPrefix) {
    return new NodeRef(node.name(), node.prefix(), keyPrefix, node.id());
  }

  static EdgeModel edge(
      String name,
      Optional<String> label,
      NodeModel source,
      String sourcePrefix,
      IdModel sourceId,
      NodeModel target,
      String targetPrefix,
      IdModel targetId,
      List<ComponentModel> attributes,
      Optional<IndexModel> inverse,
      Optional<String> sourceCounter,
      Optional<String> targetCounter) {
    List<ComponentModel> components = new ArrayList<>();
    components.add(new ComponentModel(sourceId.component(), sourceId.value(), Role.SOURCE_ID));
    components.add(new ComponentModel(targetId.component(), targetId.value(), Role.TARGET_ID));
    components.addAll(attributes);
    String skLiteral = label.map(l -> l + "#").orElse("") + targetPrefix + "#";
    return new EdgeModel(
        new RecordName(PACKAGE, name),
        label,
        ref(source, sourcePrefix),
        ref(target, targetPrefix),
        sourceId,
        targetId,
        components,
        List.of(),
        KeyTemplate.of("PK", sourcePrefix + "#", sourceId),
        KeyTemplate.of("SK", skLiteral, targetId),
        inverse,
        sourceCounter.map(c -> new CounterModel(ref(source, sourcePrefix), c, LONG)),
        targetCounter.map(c -> new CounterModel(ref(target, targetPrefix), c, LONG)));
  }

  static IndexModel index(
      ProjectionKind projection,
      List<String> include,
      int shards,
      String pkLiteral,
      IdModel targetId,
      String skLiteral,
      IdModel sourceId) {
    return new IndexModel(
        "GSI1",
        projection,
        include,
        shards,
        new KeyTemplate(
            "GSI1PK",
            pkLiteral,
            Optional.of(targetId),
            shards,
            shards > 1 ? Optional.of(sourceId) : Optional.empty()),
        KeyTemplate.of("GSI1SK", skLiteral, sourceId));
  }

  static final EdgeModel ENROLLMENT;
  static final EdgeModel FOLLOW;
  static final EdgeModel BOOKING;
  static final EdgeModel REVIEW;

  static {
    IdModel studentId = id("studentId", STRING);
    IdModel courseId = id("courseId", STRING);
    ENROLLMENT =
        edge(
            "Enrollment",
            Optional.of("ENROLL"),
            STUDENT,
            "STU",
            studentId,
            COURSE,
            "CRS",
            courseId,
            List.of(
                new ComponentModel("grade", STRING, Role.ATTRIBUTE),
                new ComponentModel("enrolledOn", LOCAL_DATE, Role.ATTRIBUTE)),
            Optional.of(
                index(
                    ProjectionKind.ALL, List.of(), 1, "CRS#", courseId, "ENROLL#STU#", studentId)),
            Optional.of("courseCount"),
            Optional.of("studentCount"));
    IdModel follower = id("follower", STRING);
    IdModel followee = id("followee", STRING);
    FOLLOW =
        edge(
            "Follow",
            Optional.empty(),
            USER,
            "ACTOR",
            follower,
            USER,
            "TARGET",
            followee,
            List.of(new ComponentModel("since", INSTANT, Role.ATTRIBUTE)),
            Optional.of(
                index(ProjectionKind.ALL, List.of(), 8, "TARGET#", followee, "ACTOR#", follower)),
            Optional.of("following"),
            Optional.of("followers"));
    IdModel guest = id("guest", STRING);
    IdModel number = id("number", INT);
    BOOKING =
        edge(
            "Booking",
            Optional.of("BOOK"),
            USER,
            "USER",
            guest,
            ROOM,
            "ROOM",
            number,
            List.of(new ComponentModel("nights", INT, Role.ATTRIBUTE)),
            Optional.of(
                index(
                    ProjectionKind.KEYS_ONLY, List.of(), 1, "ROOM#", number, "BOOK#USER#", guest)),
            Optional.empty(),
            Optional.empty());
    IdModel reviewer = id("reviewer", STRING);
    IdModel course = id("courseId", STRING);
    REVIEW =
        edge(
            "Review",
            Optional.of("REVIEW"),
            STUDENT,
            "STU",
            reviewer,
            COURSE,
            "CRS",
            course,
            List.of(
                new ComponentModel("stars", INT, Role.ATTRIBUTE),
                new ComponentModel("text", STRING, Role.ATTRIBUTE)),
            Optional.of(
                index(
                    ProjectionKind.INCLUDE,
                    List.of("stars"),
                    1,
                    "CRS#",
                    course,
                    "REVIEW#STU#",
                    reviewer)),
            Optional.empty(),
            Optional.empty());
  }

  /** Ids named like the DAO's own parameters; counted, with an inverse. */
  static final EdgeModel ODD_NAMES;

  static {
    IdModel condition = id("condition", STRING);
    IdModel keys = id("keys", STRING);
    ODD_NAMES =
        edge(
            "Odd",
            Optional.of("ODD"),
            STUDENT,
            "STU",
            condition,
            COURSE,
            "CRS",
            keys,
            List.of(new ComponentModel("item", STRING, Role.ATTRIBUTE)),
            Optional.of(
                index(ProjectionKind.KEYS_ONLY, List.of(), 4, "CRS#", keys, "ODD#STU#", condition)),
            Optional.of("courseCount"),
            Optional.of("studentCount"));
  }

  static CollectionModel studentCollection() {
    return new CollectionModel(STUDENT, List.of(ENROLLMENT, REVIEW));
  }
}
