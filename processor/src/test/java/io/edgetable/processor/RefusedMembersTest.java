package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;
import static io.edgetable.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Six mistakes that would otherwise get only javac's "cannot find symbol": {@code inverse} on an
 * edge without an index, {@code inverseHydrated} on an index projecting {@code ALL}, {@code add} on
 * a counter, {@code set} on a version, an order condition on an enum and {@code remove} of the
 * component an ordered inverse index sorts by. Each member exists, deprecated, with a parameter
 * type that has no value and names the rule: a call with a value is an error that says why; a call
 * with {@code null} a deprecation warning (an error under {@code -Werror}). Correct code stays
 * clean.
 */
class RefusedMembersTest {
  private static final JavaFileObject MEMBER =
      source(
          "lib.Member",
          "package lib;",
          "",
          "import io.edgetable.Counter;",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "import io.edgetable.Version;",
          "",
          "@Node(prefix = \"MEM\")",
          "public record Member(@Id String memberId, Tier tier, @Counter long loans,",
          "    @Version long version) {",
          "  public enum Tier { BASIC, VIP }",
          "}");
  private static final JavaFileObject BOOK =
      source(
          "lib.Book",
          "package lib;",
          "",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "",
          "@Node(prefix = \"BOOK\")",
          "public record Book(@Id String isbn, String title) {}");
  private static final JavaFileObject LOAN =
      source(
          "lib.Loan",
          "package lib;",
          "",
          "import io.edgetable.Edge;",
          "import io.edgetable.SourceId;",
          "import io.edgetable.TargetId;",
          "",
          "@Edge(source = Member.class, target = Book.class, sourceCounter = \"loans\")",
          "public record Loan(@SourceId String memberId, @TargetId String isbn) {}");

  /** A member's review of a book, on an index projecting ALL, sorted by the day written. */
  private static final JavaFileObject REVIEW =
      annotated(
          "lib.Review",
          "import java.time.LocalDate;",
          "@Edge(source = Member.class, target = Book.class, label = \"REVIEW\",",
          "      inverse = \"GSI1\", inverseSortBy = \"writtenOn\")",
          "public record Review(@SourceId String memberId, @TargetId String isbn,",
          "    LocalDate writtenOn) {}");

  private static Compilation compileWith(String statement) {
    JavaFileObject usage =
        source(
            "lib.Usage",
            "package lib;",
            "",
            "final class Usage {",
            "  static Object use(LoanDao loans, LoanAsyncDao asyncLoans, ReviewDao reviews,",
            "      ReviewAsyncDao asyncReviews) {",
            "    return " + statement + ";",
            "  }",
            "}");
    return compile(MEMBER, BOOK, LOAN, REVIEW, usage);
  }

  private static void refused(String statement, String... texts) {
    Compilation compilation = compileWith(statement);
    assertThat(compilation).failed();
    for (String text : texts) {
      assertThat(compilation).hadErrorContaining(text).inFile(usageOf(compilation));
    }
  }

  /** A call with {@code null}: a deprecation warning, which {@code -Werror} makes fatal. */
  private static void deprecated(String statement, String text) {
    Compilation compilation = compileWith(statement);
    assertThat(compilation).failed();
    assertThat(compilation).hadWarningContaining(text);
  }

  private static JavaFileObject usageOf(Compilation compilation) {
    return compilation.errors().get(0).getSource();
  }

  @Test
  void inverseOnAnEdgeWithoutAnIndexNamesTheRule() {
    refused("loans.inverse(\"978-0\")", "InverseNeedsAnIndex");
    refused("asyncLoans.inverse(\"978-0\")", "InverseNeedsAnIndex");
    deprecated(
        "loans.inverse(null)", "inverse(io.edgetable.query.InverseNeedsAnIndex) in lib.LoanDao");
  }

  @Test
  void inverseHydratedOnAnIndexProjectingAllNamesTheRule() {
    refused("reviews.inverseHydrated(\"978-0\")", "InverseHoldsWholeRecords");
    refused("asyncReviews.inverseHydrated(\"978-0\")", "InverseHoldsWholeRecords");
    deprecated(
        "reviews.inverseHydrated(null)",
        "inverseHydrated(io.edgetable.query.InverseHoldsWholeRecords) in lib.ReviewDao");
  }

  @Test
  void removeOfAnOrderedIndexsSortComponentNamesTheRule() {
    refused("ReviewFields.writtenOn.remove()", "IndexSortKeyIsNeverNull");
    deprecated(
        "ReviewFields.writtenOn.remove(null)",
        "remove(io.edgetable.expression.IndexSortKeyIsNeverNull)");
  }

  @Test
  void addOnACounterNamesTheRule() {
    refused("MemberFields.loans.add(1L)", "CounterMovesWithItsEdges");
    refused("MemberFields.loans.set(0L)", "CounterMovesWithItsEdges");
    deprecated(
        "MemberFields.loans.add(null)", "add(io.edgetable.expression.CounterMovesWithItsEdges)");
  }

  @Test
  void setOnAVersionNamesTheRule() {
    refused("MemberFields.version.set(7L)", "VersionMovesWithEachWrite");
    refused("MemberFields.version.add(1L)", "VersionMovesWithEachWrite");
    deprecated(
        "MemberFields.version.set(null)", "set(io.edgetable.expression.VersionMovesWithEachWrite)");
  }

  @Test
  void anOrderConditionOnAnEnumNamesTheRule() {
    refused("MemberFields.tier.lt(Member.Tier.VIP)", "EnumNamesAreNotOrdered");
    refused(
        "MemberFields.tier.between(Member.Tier.BASIC, Member.Tier.VIP)", "EnumNamesAreNotOrdered");
    deprecated("MemberFields.tier.gt(null)", "gt(io.edgetable.expression.EnumNamesAreNotOrdered)");
  }

  @Test
  void whatTheRulesAllowCompilesCleanUnderWerror() {
    assertThat(
            compileWith(
                "java.util.List.of(loans.forward(\"m1\"), asyncLoans.forward(\"m1\"),"
                    + " MemberFields.loans.ge(3L), MemberFields.version.eq(7L),"
                    + " MemberFields.tier.in(java.util.List.of(Member.Tier.VIP)),"
                    + " MemberFields.tier.set(Member.Tier.BASIC), MemberFields.tier.remove(),"
                    + " reviews.inverse(\"978-0\"), asyncReviews.inverse(\"978-0\"),"
                    + " ReviewFields.writtenOn.set(java.time.LocalDate.EPOCH))"))
        .succeededWithoutWarnings();
  }
}
