package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.write.Generator;
import io.edgetable.processor.write.SourceWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** How the processor behaves across records and rounds. */
class RoundTest {

  @Test
  void reportsEveryErrorOfOneCompilation() {
    JavaFileObject tag =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG#\")",
            "public record Tag(@Id String name,",
            "    Object anything) {}");
    JavaFileObject plain =
        annotated("test.Plain", "@Node(prefix = \"P\")", "public class Plain {}");
    JavaFileObject link =
        annotated(
            "test.Link",
            "@Edge(source = Tag.class, target = String.class,",
            "      label = \"L L\")",
            "public record Link(@SourceId String from, @TargetId String to) {}");
    Compilation compilation = compile(tag, plain, link);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("[EdgeBadPrefix]")
        .inFile(tag)
        .onLineContaining("TAG#");
    assertThat(compilation)
        .hadErrorContaining("[EdgeComponentTypeUnsupported]")
        .inFile(tag)
        .onLineContaining("Object anything");
    assertThat(compilation)
        .hadErrorContaining("[EdgeNotARecord]")
        .inFile(plain)
        .onLineContaining("@Node");
    assertThat(compilation)
        .hadErrorContaining("[EdgeTargetNotNode]")
        .inFile(link)
        .onLineContaining("String.class");
    assertThat(compilation)
        .hadErrorContaining("[EdgeBadLabel]")
        .inFile(link)
        .onLineContaining("L L");
    assertThat(compilation).hadErrorCount(5);
  }

  @Test
  void waitsForATypeAnotherProcessorGenerates() {
    JavaFileObject wallet =
        annotated(
            "test.Wallet",
            "@Node(prefix = \"WAL\")",
            "public record Wallet(@Id String owner, Money balance) {}");
    Compilation compilation =
        Compiler.javac()
            .withProcessors(
                new SourceProcessor(
                    "test.Money",
                    "package test;\npublic record Money(long cents, String currency) {}\n"),
                new EdgeTableProcessor())
            .withOptions("-Xlint:all", "-Werror")
            .compile(wallet);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.WalletKeys");
  }

  @Test
  void waitsForANodeAnotherProcessorGenerates() {
    JavaFileObject link =
        annotated(
            "test.Link",
            "@Edge(source = Place.class, target = Place.class, label = \"NEAR\")",
            "public record Link(@SourceId String from, @TargetId String to) {}");
    Compilation compilation =
        Compiler.javac()
            .withProcessors(
                new SourceProcessor(
                    "test.Place",
                    "package test;\n@io.edgetable.Node(prefix = \"PLACE\")\n"
                        + "public record Place(@io.edgetable.Id String id) {}\n"),
                new EdgeTableProcessor())
            .withOptions("-Xlint:all", "-Werror")
            .compile(link);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.PlaceKeys");
    assertThat(compilation)
        .generatedSourceFile("test.LinkKeys")
        .contentsAsUtf8String()
        .contains("\"NEAR#PLACE#\"");
  }

  @Test
  void unexpectedExceptionBecomesAnInternalErrorOnTheRecord() {
    Generator broken =
        new Generator() {
          @Override
          public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) {
            throw new IllegalStateException("boom");
          }
        };
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new EdgeTableProcessor(List.of(broken)))
            .compile(Compilations.specRecords());
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("[EdgeInternalError] EdgeTable failed while processing school.Follow")
        .inFile(Compilations.specRecords()[4])
        .onLineContaining("public record Follow");
    assertThat(compilation).hadErrorContaining("java.lang.IllegalStateException: boom");
    assertThat(compilation).hadErrorCount(2); // Enrollment and Follow; nodes are untouched
  }

  @Test
  void timingOptionPrintsTheProcessorsTime() {
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new EdgeTableProcessor())
            .withOptions("-Aedgetable.timing=true")
            .compile(Compilations.specRecords());
    assertThat(compilation).succeeded();
    assertThat(compilation).hadNoteContaining("EdgeTable processor: ");
    assertEquals(
        1,
        compilation.notes().stream()
            .filter(d -> d.getKind() == Diagnostic.Kind.NOTE)
            .filter(
                d ->
                    d.getMessage(null)
                        .matches(
                            "EdgeTable processor: \\d+ ms in process\\(\\); by phase: read \\d+"
                                + " ms, check \\d+ ms, build \\d+ ms, render \\d+ ms,"
                                + " filer \\d+ ms"))
            .count());
  }

  @Test
  void asyncDaosAreWrittenByDefault() {
    Compilation compilation = Compilations.compile(Compilations.specRecords());
    assertThat(compilation).succeeded();
    assertThat(compilation).generatedSourceFile("school.EnrollmentAsyncDao");
    assertThat(compilation).generatedSourceFile("school.StudentAsyncDao");
    assertThat(compilation).generatedSourceFile("school.EnrollmentDao");
  }

  @Test
  void asyncOptionFalseLeavesTheAsyncDaosOut() {
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new EdgeTableProcessor())
            .withOptions("-Xlint:all", "-Werror", "-Aedgetable.async=false")
            .compile(Compilations.specRecords());
    assertThat(compilation).succeeded();
    List<String> sources =
        compilation.generatedSourceFiles().stream().map(f -> f.getName()).toList();
    assertTrue(sources.stream().anyMatch(n -> n.endsWith("/school/EnrollmentDao.java")), "" + sources);
    assertTrue(sources.stream().anyMatch(n -> n.endsWith("/school/StudentKeys.java")), "" + sources);
    assertEquals(
        List.of(),
        sources.stream().filter(n -> n.contains("AsyncDao")).toList(),
        "no async DAO with -Aedgetable.async=false");
  }

  @Test
  void asyncOptionWithAnotherValueIsAnErrorNamingTheOption() {
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new EdgeTableProcessor())
            .withOptions("-Aedgetable.async=no")
            .compile(Compilations.specRecords());
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[EdgeBadOption] -Aedgetable.async=no: the option edgetable.async is true or false");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void generatesForNestedRecordsAndEveryIdType() {
    JavaFileObject file =
        annotated(
            "test.Catalog",
            "import java.util.UUID;",
            "public final class Catalog {",
            "  private Catalog() {}",
            "  public enum Color { RED, GREEN }",
            "  public record SkuId(long value) {}",
            "  @Node(prefix = \"SKU\", sortKey = \"META\")",
            "  public record Sku(@Id SkuId id, String title) {}",
            "  @Node(prefix = \"BIN\")",
            "  public record Bin(@Id int number) {}",
            "  @Node(prefix = \"PAL\")",
            "  public record Palette(@Id Color color) {}",
            "  @Node(prefix = \"LOT\")",
            "  public record Lot(@Id UUID lot, Long weight) {}",
            "  @Edge(source = Sku.class, target = Bin.class, label = \"IN\", inverse = \"GSI2\",",
            "        inverseProjection = Projection.KEYS_ONLY, inverseShards = 4)",
            "  public record Stock(@SourceId SkuId sku, @TargetId Integer bin, int count) {}",
            "  @Edge(source = Palette.class, target = Lot.class, label = \"PAINTS\")",
            "  public record Paint(@SourceId Color color, @TargetId UUID lot) {}",
            "}");
    Compilation compilation = compile(file);
    assertThat(compilation).succeededWithoutWarnings();
    for (String keys :
        List.of(
            "Catalog_SkuKeys",
            "Catalog_BinKeys",
            "Catalog_PaletteKeys",
            "Catalog_LotKeys",
            "Catalog_StockKeys",
            "Catalog_PaintKeys")) {
      assertThat(compilation).generatedSourceFile("test." + keys);
    }
    assertThat(compilation)
        .generatedSourceFile("test.Catalog_SkuKeys")
        .contentsAsUtf8String()
        .contains("public static String sk() {");
    assertThat(compilation)
        .generatedSourceFile("test.Catalog_StockKeys")
        .contentsAsUtf8String()
        .contains("Projection.KEYS_ONLY");
  }

  @Test
  void recordsOfDifferentPackagesAreSeparateModels() {
    JavaFileObject first =
        annotated("a.Tag", "@Node(prefix = \"TAG\")", "public record Tag(@Id String name) {}");
    JavaFileObject second =
        annotated("b.Tag", "@Node(prefix = \"TAG\")", "public record Tag(@Id String name) {}");
    assertThat(compile(first, second)).succeededWithoutWarnings();
  }

  @Test
  void idsNamedLikeGeneratedLocals() {
    JavaFileObject file =
        annotated(
            "test.Grid",
            "public final class Grid {",
            "  private Grid() {}",
            "  @Node(prefix = \"CELL\")",
            "  public record Cell(@Id String item) {}",
            "  @Edge(source = Cell.class, target = Cell.class, label = \"A\", inverse = \"GSI1\",",
            "        inverseShards = 4)",
            "  public record Adjacent(@SourceId String keys, @TargetId String shard) {}",
            "  @Edge(source = Cell.class, target = Cell.class, label = \"B\", inverse = \"GSI1\",",
            "        inverseShards = 4)",
            "  public record Beyond(@SourceId String item, @TargetId String partition) {}",
            "}");
    assertThat(compile(file)).succeededWithoutWarnings();
  }

  /**
   * Generates one source file in its first round, as e.g. an immutables processor would. It
   * supports "*", so it runs before EdgeTable: javac offers a "*" processor only annotations no
   * earlier processor claimed, and EdgeTable claims its own.
   */
  static final class SourceProcessor extends AbstractProcessor {
    private final String name;
    private final String text;
    private boolean done;

    SourceProcessor(String name, String text) {
      this.name = name;
      this.text = text;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (done) {
        return false;
      }
      done = true;
      try (Writer out = processingEnv.getFiler().createSourceFile(name).openWriter()) {
        out.write(text);
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
      return false;
    }
  }
}
