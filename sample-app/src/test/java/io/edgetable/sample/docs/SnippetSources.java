package io.edgetable.sample.docs;

import io.edgetable.sample.docs.MarkdownBlocks.Block;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the {@code java} blocks of the docs into Java source files, by what each block is: a file
 * of its own ({@code // src/.../Foo.java} with its package), declarations (records, classes) that
 * compile beside the sample's records, or statements that compile as a method body.
 */
final class SnippetSources {
  private static final Pattern FILE_NAME =
      Pattern.compile("\\A// src/(?:main|test)/java/(\\S+)\\.java\\n");
  private static final Pattern TYPE =
      Pattern.compile("(?m)^(?:public |abstract |final )*(?:record|class|interface|enum) (\\w+)");
  private static final Pattern IMPORTS_ONLY = Pattern.compile("\\A(?:import [\\w.*]+;\\n)+\\z");

  /** A source file: its path under the source root, and its text. */
  record Source(String path, String text) {}

  /** What a block is, and so how it compiles. */
  enum Kind { OWN_FILE, IMPORTS, DECLARATIONS, STATEMENTS }

  private SnippetSources() {}

  static Kind kindOf(Block block) {
    String text = block.text();
    if (FILE_NAME.matcher(text).find()) {
      return Kind.OWN_FILE;
    }
    if (IMPORTS_ONLY.matcher(text).matches()) {
      return Kind.IMPORTS;
    }
    return TYPE.matcher(text).find() ? Kind.DECLARATIONS : Kind.STATEMENTS;
  }

  /** A block that names its own file: that file, as written. */
  static Source ownFile(Block block) {
    Matcher name = FILE_NAME.matcher(block.text());
    name.find();
    return new Source(name.group(1) + ".java", block.text());
  }

  /**
   * Declarations in package {@code pkg}: one file per top-level type, each with {@code imports}
   * unless the block has its own, beside {@code model} (the sample's records moved to {@code
   * pkg}) less the types the block declares again.
   */
  static List<Source> declarations(
      Block block, String pkg, String imports, Map<String, String> model) {
    String text = block.text();
    boolean ownImports = text.startsWith("import ");
    String header = "package " + pkg + ";\n\n";
    String body = text;
    if (ownImports) {
      int end = text.lastIndexOf("\nimport ");
      end = text.indexOf('\n', end + 1);
      header += text.substring(0, end + 1);
      body = text.substring(end + 1);
    } else {
      header += imports;
    }
    Map<String, String> files = new LinkedHashMap<>();
    for (String declaration : topLevel(body)) {
      Matcher type = TYPE.matcher(declaration);
      if (!type.find()) {
        throw new IllegalStateException(block.where() + ": not a declaration:\n" + declaration);
      }
      files.put(type.group(1), header + declaration);
    }
    List<Source> sources = new ArrayList<>();
    model.forEach((name, source) -> {
      if (!files.containsKey(name)) {
        sources.add(new Source(path(pkg, name), source.replaceFirst(
            "(?m)^package [\\w.]+;", "package " + pkg + ";")));
      }
    });
    files.forEach((name, source) -> sources.add(new Source(path(pkg, name), source)));
    return sources;
  }

  /** Statements as the body of {@code run()} of class {@code name} in {@code pkg}. */
  static Source statements(Block block, String pkg, String name, String imports) {
    String text = "package " + pkg + ";\n\n" + imports + "import io.edgetable.sample.*;\n\n"
        + "class " + name + " extends " + SnippetContext.class.getName() + " {\n"
        + "  @Override protected void run() throws Exception {\n"
        + block.text()
        + "  }\n}\n";
    return new Source(path(pkg, name), text);
  }

  /** The top-level declarations of {@code body}, split where a blank line ends one. */
  private static List<String> topLevel(String body) {
    List<String> declarations = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    int depth = 0;
    for (String line : body.split("\n", -1)) {
      if (line.isBlank() && depth == 0) {
        if (!current.toString().isBlank()) {
          declarations.add(current.toString());
        }
        current.setLength(0);
        continue;
      }
      current.append(line).append('\n');
      depth += count(line, '{') - count(line, '}');
    }
    if (!current.toString().isBlank()) {
      declarations.add(current.toString());
    }
    return declarations;
  }

  private static int count(String line, char c) {
    return (int) line.chars().filter(x -> x == c).count();
  }

  private static String path(String pkg, String name) {
    return pkg.replace('.', '/') + "/" + name + ".java";
  }
}
