package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Enums are stored by name, and names do not sort in declaration order ({@code ADMIN < GUEST <
 * MEMBER < OWNER}), so an enum field offers {@code eq}, {@code ne} and {@code in} only: an order
 * comparison does not compile rather than return the wrong records.
 */
class EnumFieldsTest {
  private static final JavaFileObject MEMBER =
      annotated(
          "club.Member",
          "@Node(prefix = \"MEM\")",
          "public record Member(@Id String id, Role role) {",
          "  public enum Role { OWNER, ADMIN, MEMBER, GUEST }",
          "}");

  private static Compilation compileWith(String usage) {
    JavaFileObject file =
        source(
            "club.Usage",
            "package club;",
            "import io.edgetable.expression.Condition;",
            "import java.util.List;",
            "final class Usage {",
            "  static Condition<Member> use() {",
            "    return " + usage,
            "  }",
            "}");
    return Compilations.compile(MEMBER, file);
  }

  @Test
  void equalityAndMembershipCompile() {
    assertThat(
            compileWith(
                "MemberFields.role.eq(Member.Role.OWNER).or(MemberFields.role.ne(Member.Role.GUEST))"
                    + ".or(MemberFields.role.in(List.of(Member.Role.ADMIN)));"))
        .succeededWithoutWarnings();
  }

  @Test
  void orderComparisonsDoNotCompile() {
    for (String comparison :
        new String[] {
          "lt(Member.Role.MEMBER)",
          "le(Member.Role.MEMBER)",
          "gt(Member.Role.MEMBER)",
          "ge(Member.Role.MEMBER)",
          "between(Member.Role.OWNER, Member.Role.MEMBER)"
        }) {
      Compilation compilation = compileWith("MemberFields.role." + comparison + ";");
      assertThat(compilation).failed();
      assertThat(compilation)
          .hadErrorContaining("converted to io.edgetable.expression.EnumNamesAreNotOrdered")
          .inFile(compilation.errors().get(0).getSource())
          .onLineContaining("MemberFields.role." + comparison);
    }
  }
}
