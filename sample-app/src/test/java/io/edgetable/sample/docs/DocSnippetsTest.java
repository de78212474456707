package io.edgetable.sample.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.sample.docs.MarkdownBlocks.Block;
import io.edgetable.sample.docs.SnippetSources.Kind;
import io.edgetable.sample.docs.SnippetSources.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code java} block of the README and of {@code docs/} compiles, with the imports the docs
 * say a block without imports assumes (the import block of {@code docs/README.md}), against the
 * runtime, the processor and the sample's records, under {@code -Xlint:all -Werror}.
 */
class DocSnippetsTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final List<String> SAMPLE_RECORDS =
      List.of("Student", "Course", "Enrollment", "User", "Follow", "Syllabus", "Invitation");

  @TempDir Path out;

  @Test
  void everyJavaBlockOfTheDocsCompiles() throws IOException {
    List<Block> blocks = javaBlocks();
    String imports = assumedImports(blocks);
    Map<String, String> model = sampleRecords();
    List<String> problems = new ArrayList<>();
    List<Source> statements = new ArrayList<>();
    Map<Path, List<Source>> ownFiles = new LinkedHashMap<>();
    int compiled = 0;
    for (Block block : blocks) {
      String name = className(block);
      switch (SnippetSources.kindOf(block)) {
        case OWN_FILE ->
            ownFiles.computeIfAbsent(block.page(), page -> new ArrayList<>())
                .add(SnippetSources.ownFile(block));
        case IMPORTS -> { }
        case DECLARATIONS -> problems.addAll(located(block, SnippetCompiler.compile(
            SnippetSources.declarations(block, "snippets." + name.toLowerCase(), imports, model),
            out.resolve(name), true)));
        case STATEMENTS ->
            statements.add(SnippetSources.statements(block, "snippets", name, imports));
      }
      compiled++;
    }
    problems.addAll(SnippetCompiler.compile(statements, out.resolve("statements"), false));
    for (Map.Entry<Path, List<Source>> page : ownFiles.entrySet()) {
      problems.addAll(located(page.getKey(), SnippetCompiler.compile(
          page.getValue(), out.resolve("files-" + page.getKey().getFileName()), true)));
    }

    assertEquals(List.of(), problems, "code blocks of the docs that do not compile");
    assertTrue(compiled >= 20, "only " + compiled + " java blocks found: are the docs there?");
    System.out.println("DocSnippetsTest compiled " + compiled + " java blocks");
  }

  /** The {@code java} blocks of README.md and docs/*.md, in page order. */
  private static List<Block> javaBlocks() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    List<Block> blocks = new ArrayList<>();
    for (Path page : pages) {
      MarkdownBlocks.of(page).stream().filter(b -> b.language().equals("java"))
          .forEach(blocks::add);
    }
    return blocks;
  }

  /** The one import-only block: what the docs say an example without imports assumes. */
  private static String assumedImports(List<Block> blocks) {
    List<Block> imports =
        blocks.stream().filter(b -> SnippetSources.kindOf(b) == Kind.IMPORTS).toList();
    assertEquals(1, imports.size(), "one block of imports, in docs/README.md: " + imports);
    return imports.get(0).text();
  }

  /** The sample's records, the model the docs' examples use, by simple name. */
  private static Map<String, String> sampleRecords() throws IOException {
    Map<String, String> model = new LinkedHashMap<>();
    Path dir = ROOT.resolve("sample-app/src/main/java/io/edgetable/sample");
    for (String name : SAMPLE_RECORDS) {
      model.put(name, Files.readString(dir.resolve(name + ".java")));
    }
    return model;
  }

  /** A class name that says where the block is: {@code Queries_md_66}. */
  private static String className(Block block) {
    String page = block.page().getFileName().toString().replaceAll("[^A-Za-z0-9]", "_");
    return Character.toUpperCase(page.charAt(0)) + page.substring(1) + "_" + block.line();
  }

  private static List<String> located(Block block, List<String> problems) {
    return problems.stream().map(p -> block.where() + ": " + p).toList();
  }

  private static List<String> located(Path page, List<String> problems) {
    return problems.stream().map(p -> page.getFileName() + ": " + p).toList();
  }
}
