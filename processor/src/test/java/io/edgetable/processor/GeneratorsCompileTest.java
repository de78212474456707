package io.edgetable.processor.write;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.write.HandBuiltModels.STRING;
import static io.edgetable.processor.write.HandBuiltModels.attribute;
import static io.edgetable.processor.write.HandBuiltModels.generic;
import static io.edgetable.processor.write.HandBuiltModels.primitive;
import static io.edgetable.processor.write.HandBuiltModels.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.model.TypeModel.Kind;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The generators' output compiles with -Xlint:all -Werror for every supported type. */
class GeneratorsCompileTest {
  static final String PKG = "test.values";

  static final String KEYS_STUB =
      """
      package test.values;
      import java.util.Map;
      import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
      final class EnrollmentKeys {
        static String pk(String s) { return "STU#" + s; }
        static String sk(String t) { return "ENROLL#CRS#" + t; }
        static String inversePk(String t) { return "CRS#" + t; }
        static String inverseSk(String s) { return "ENROLL#STU#" + s; }
        static String sourceId(Map<String, AttributeValue> item) { return item.get("PK").s().substring(4); }
        static String targetId(Map<String, AttributeValue> item) { return item.get("SK").s().substring(11); }
      }
      """;

  static final String RECORDS =
      """
      package test.values;
      import java.math.*;
      import java.time.*;
      import java.util.*;
      public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn,
          boolean flag, Boolean boxedFlag, byte b, Short s, int i, Integer boxedInt, long l, float f, Double d,
          char c, Character boxedChar, BigDecimal decimal, BigInteger big, Instant at, UUID uuid, Level level,
          byte[] bytes, List<String> strings, List<List<Double>> matrix, Set<String> tags, Set<Long> codes,
          Map<String, List<Integer>> scores, Address address, List<Address> history, Map<String, Address> byName) {
        public enum Level { LOW, HIGH }
        public record Address(String street, Address previous, List<Level> levels, Set<BigDecimal> weights) {}
      }
      """;

  static List<ComponentModel> everyType(TypeModel address, TypeModel level) {
    TypeModel dbl = type(Kind.DOUBLE, "java.lang.Double");
    return List.of(
        attribute("flag", primitive(Kind.BOOLEAN, "boolean")),
        attribute("boxedFlag", type(Kind.BOOLEAN, "java.lang.Boolean")),
        attribute("b", primitive(Kind.BYTE, "byte")),
        attribute("s", type(Kind.SHORT, "java.lang.Short")),
        attribute("i", primitive(Kind.INT, "int")),
        attribute("boxedInt", type(Kind.INT, "java.lang.Integer")),
        attribute("l", primitive(Kind.LONG, "long")),
        attribute("f", primitive(Kind.FLOAT, "float")),
        attribute("d", dbl),
        attribute("c", primitive(Kind.CHAR, "char")),
        attribute("boxedChar", type(Kind.CHAR, "java.lang.Character")),
        attribute("decimal", type(Kind.BIG_DECIMAL, "java.math.BigDecimal")),
        attribute("big", type(Kind.BIG_INTEGER, "java.math.BigInteger")),
        attribute("at", type(Kind.INSTANT, "java.time.Instant")),
        attribute("uuid", type(Kind.UUID, "java.util.UUID")),
        attribute("level", level),
        attribute("bytes", type(Kind.BYTES, "byte[]")),
        attribute("strings", generic(Kind.LIST, "java.util.List", STRING)),
        attribute("matrix", generic(Kind.LIST, "java.util.List", generic(Kind.LIST, "java.util.List", dbl))),
        attribute("tags", generic(Kind.STRING_SET, "java.util.Set", STRING)),
        attribute("codes", generic(Kind.NUMBER_SET, "java.util.Set", type(Kind.LONG, "java.lang.Long"))),
        attribute(
            "scores",
            generic(Kind.MAP, "java.util.Map", generic(Kind.LIST, "java.util.List", type(Kind.INT, "java.lang.Integer")))),
        attribute("address", address),
        attribute("history", generic(Kind.LIST, "java.util.List", address)),
        attribute("byName", generic(Kind.MAP, "java.util.Map", address)));
  }

  static EdgeModel richEnrollment() {
    TypeModel address = type(Kind.RECORD, PKG + ".Enrollment.Address");
    TypeModel level = type(Kind.ENUM, PKG + ".Enrollment.Level");
    RecordShape shape =
        new RecordShape(
            PKG + ".Enrollment.Address",
            List.of(
                attribute("street", STRING),
                attribute("previous", address),
                attribute("levels", generic(Kind.LIST, "java.util.List", level)),
                attribute(
                    "weights",
                    generic(Kind.NUMBER_SET, "java.util.Set", type(Kind.BIG_DECIMAL, "java.math.BigDecimal")))));
    return HandBuiltModels.enrollment(PKG, everyType(address, level), List.of(shape));
  }

  static JavaFileObject source(String pkg, TypeSpec.Builder type) {
    return JavaFile.builder(pkg, type.build()).skipJavaLangImports(true).build().toJavaFileObject();
  }

  @Test
  void everySupportedTypeCompiles() {
    EdgeModel model = richEnrollment();
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(JavaFileObjects.forSourceString(PKG + ".Enrollment", RECORDS));
    sources.add(JavaFileObjects.forSourceString(PKG + ".EnrollmentKeys", KEYS_STUB));
    sources.add(source(PKG, MarshallerGenerator.marshaller(model)));
    sources.add(source(PKG, FieldsGenerator.fields(model)));
    Compilation compilation =
        Compiler.javac().withOptions("-Xlint:all", "-Werror").compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
  }

  static final String STUDENT_KEYS_STUB =
      """
      package test.values;
      import java.util.Map;
      import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
      final class StudentKeys {
        static String pk(String id) { return "STU#" + id; }
        static String sk(String id) { return "STU#" + id; }
        static String id(Map<String, AttributeValue> item) { return item.get("PK").s().substring(4); }
      }
      """;

  @Test
  void nodeCompiles() {
    Compilation compilation =
        Compiler.javac()
            .withOptions("-Xlint:all", "-Werror")
            .compile(
                JavaFileObjects.forSourceString(
                    PKG + ".Student",
                    "package test.values; public record Student(String studentId, String name, long courseCount) {}"),
                JavaFileObjects.forSourceString(PKG + ".StudentKeys", STUDENT_KEYS_STUB),
                source(PKG, MarshallerGenerator.marshaller(HandBuiltModels.student(PKG))),
                source(PKG, FieldsGenerator.fields(HandBuiltModels.student(PKG))));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
