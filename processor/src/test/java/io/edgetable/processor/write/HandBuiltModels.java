package io.edgetable.processor.write;

import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.NodeRef;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.model.TypeModel.Kind;
import java.util.List;
import java.util.Optional;

/** Models as the reader builds them, written out by hand to test the generators alone. */
final class HandBuiltModels {
  private HandBuiltModels() {}

  static TypeModel type(Kind kind, String name) {
    return TypeModel.of(kind, name, false);
  }

  static TypeModel primitive(Kind kind, String keyword) {
    return TypeModel.of(kind, keyword, true);
  }

  static TypeModel generic(Kind kind, String name, TypeModel argument) {
    return new TypeModel(kind, name, false, List.of(argument));
  }

  static final TypeModel STRING = type(Kind.STRING, "java.lang.String");

  static ComponentModel attribute(String name, TypeModel type) {
    return new ComponentModel(name, type, Role.ATTRIBUTE);
  }

  static final IdModel STUDENT_ID = new IdModel("studentId", STRING, Optional.empty());
  static final IdModel COURSE_ID = new IdModel("courseId", STRING, Optional.empty());

  /** SPEC's Student node in package {@code pkg}. */
  static NodeModel student(String pkg) {
    return new NodeModel(
        new RecordName(pkg, "Student"),
        "STU",
        Optional.empty(),
        STUDENT_ID,
        List.of(
            new ComponentModel("studentId", STRING, Role.ID),
            attribute("name", STRING),
            new ComponentModel("courseCount", primitive(Kind.LONG, "long"), Role.COUNTER)),
        List.of(),
        KeyTemplate.of("PK", "STU#", STUDENT_ID),
        KeyTemplate.of("SK", "STU#", STUDENT_ID));
  }

  /** SPEC's Enrollment edge, with extra attributes and nested records of the caller's choice. */
  static EdgeModel enrollment(String pkg, List<ComponentModel> extra, List<RecordShape> shapes) {
    NodeRef student = new NodeRef(new RecordName(pkg, "Student"), "STU", "STU", STUDENT_ID);
    NodeRef course = new NodeRef(new RecordName(pkg, "Course"), "CRS", "CRS", COURSE_ID);
    List<ComponentModel> components =
        new java.util.ArrayList<>(
            List.of(
                new ComponentModel("studentId", STRING, Role.SOURCE_ID),
                new ComponentModel("courseId", STRING, Role.TARGET_ID),
                attribute("grade", STRING),
                attribute("enrolledOn", type(Kind.LOCAL_DATE, "java.time.LocalDate"))));
    components.addAll(extra);
    return new EdgeModel(
        new RecordName(pkg, "Enrollment"),
        Optional.of("ENROLL"),
        student,
        course,
        STUDENT_ID,
        COURSE_ID,
        components,
        shapes,
        KeyTemplate.of("PK", "STU#", STUDENT_ID),
        KeyTemplate.of("SK", "ENROLL#CRS#", COURSE_ID),
        Optional.of(
            new IndexModel(
                "GSI1",
                IndexModel.ProjectionKind.ALL,
                List.of(),
                1,
                KeyTemplate.of("GSI1PK", "CRS#", COURSE_ID),
                KeyTemplate.of("GSI1SK", "ENROLL#STU#", STUDENT_ID))),
        Optional.empty(),
        Optional.empty());
  }
}
