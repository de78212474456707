package io.edgetable.processor.write;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.Deprecation;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.io.IOException;
import java.io.Writer;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * Writes generated classes: in the record's package, annotated {@code @Generated} (without a date,
 * so builds stay reproducible), 2-space indent, with the records it was made from as originating
 * elements (for incremental builds). Where those records' generated code names something
 * deprecated, the class suppresses exactly those warnings: the user's code chose to use it.
 */
public final class SourceWriter {
  static final String GENERATOR = "io.edgetable.processor.EdgeTableProcessor";
  private static final ClassName GENERATED =
      ClassName.get("javax.annotation.processing", "Generated");

  /** The width generated code keeps within. */
  static final int COLUMNS = 100;

  /** The line that declares a class, an interface or an enum. */
  private static final Pattern DECLARATION =
      Pattern.compile(
          "(?:(?:public|protected|private|static|final|abstract) )*(?:class|interface|enum) .*");

  private final Filer filer;
  private final Elements elements;
  private final ProcessorModel model;
  private final Map<String, RecordName> written = new LinkedHashMap<>();
  private long renderNanos;
  private long filerNanos;

  public SourceWriter(Filer filer, Elements elements, ProcessorModel model) {
    this.filer = filer;
    this.elements = elements;
    this.model = model;
  }

  /** The qualified names of the classes written so far, with the record each was written for. */
  public Map<String, RecordName> written() {
    return Map.copyOf(written);
  }

  /** Time spent turning JavaPoet specs into text, in nanoseconds (for the timing note). */
  public long renderNanos() {
    return renderNanos;
  }

  /** Time spent creating and writing files through the {@code Filer}, in nanoseconds. */
  public long filerNanos() {
    return filerNanos;
  }

  /**
   * Writes {@code type} into {@code owner}'s package. {@code owner} and {@code others} (e.g. an
   * edge's nodes) become the originating elements.
   *
   * @throws IOException when the file cannot be created (for example written twice)
   */
  public void write(RecordName owner, TypeSpec.Builder type, RecordName... others)
      throws IOException {
    long start = System.nanoTime();
    JavaFile file = javaFile(owner, type, others);
    // Rendered into memory first: JavaPoet appends token by token, and each append to the
    // Filer's stream goes through a charset encoder.
    StringBuilder text = new StringBuilder(8192);
    file.writeTo(text);
    CharSequence source = ShortJavadoc.collapse(wrappedHeaders(withoutTrailingSpaces(text)));
    renderNanos += System.nanoTime() - start;
    create(owner, file, source);
  }

  /**
   * Writes {@code type}, a final class whose one public constructor lists the components, as a
   * record (JavaPoet cannot declare records; see {@link RecordSource}).
   *
   * @throws IOException when the file cannot be created (for example written twice)
   */
  public void writeRecord(RecordName owner, TypeSpec.Builder type, RecordName... others)
      throws IOException {
    long start = System.nanoTime();
    JavaFile file = javaFile(owner, type, others);
    CharSequence source =
        ShortJavadoc.collapse(wrappedHeaders(withoutTrailingSpaces(RecordSource.toRecord(file))));
    renderNanos += System.nanoTime() - start;
    create(owner, file, source);
  }

  /**
   * {@code text} with each class declaration line past {@link #COLUMNS} broken before its {@code
   * extends} (and, if still too long, before its {@code implements}), continued 4 columns in, as
   * google-java-format does: JavaPoet writes a declaration on one line, however long.
   */
  static CharSequence wrappedHeaders(CharSequence text) {
    String source = text.toString();
    StringBuilder out = new StringBuilder(source.length() + 16);
    int start = 0;
    while (start < source.length()) {
      int end = source.indexOf('\n', start);
      end = end < 0 ? source.length() : end + 1;
      String line = source.substring(start, end);
      out.append(isLongDeclaration(line) ? wrapDeclaration(line) : line);
      start = end;
    }
    return out;
  }

  private static boolean isLongDeclaration(String line) {
    String content = line.stripTrailing();
    return content.length() > COLUMNS
        && content.endsWith("{")
        && DECLARATION.matcher(content.strip()).matches();
  }

  private static String wrapDeclaration(String line) {
    String indent = line.substring(0, line.length() - line.stripLeading().length());
    String continuation = indent + "    ";
    StringBuilder out = new StringBuilder(line.length() + 16);
    String rest = line.stripTrailing();
    for (String keyword : List.of(" extends ", " implements ")) {
      int at = topLevel(rest, keyword);
      if (at < 0 || rest.length() <= COLUMNS) {
        continue;
      }
      out.append(rest, 0, at).append('\n');
      rest = continuation + rest.substring(at + 1);
    }
    return out.append(rest).append(line.endsWith("\n") ? "\n" : "").toString();
  }

  /** Where {@code keyword} first occurs in {@code line} outside angle brackets; -1 if not. */
  private static int topLevel(String line, String keyword) {
    int depth = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '<') {
        depth++;
      } else if (c == '>') {
        depth--;
      } else if (depth == 0 && line.startsWith(keyword, i)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * {@code text} without spaces before line ends. JavaPoet leaves one where it wraps a line after
   * a space it wrote itself (the {@code " = "} of a field initializer wrapped at {@code $Z}).
   */
  static CharSequence withoutTrailingSpaces(CharSequence text) {
    String source = text.toString();
    if (source.indexOf(" \n") < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(source.length());
    int pending = 0;
    for (int i = 0; i < source.length(); i++) {
      char c = source.charAt(i);
      if (c == ' ') {
        pending++;
        continue;
      }
      for (; pending > 0 && c != '\n'; pending--) {
        out.append(' ');
      }
      pending = 0;
      out.append(c);
    }
    return out;
  }

  private void create(RecordName owner, JavaFile file, CharSequence text) throws IOException {
    long start = System.nanoTime();
    String name =
        owner.packageName().isEmpty()
            ? file.typeSpec.name
            : owner.packageName() + "." + file.typeSpec.name;
    JavaFileObject source =
        filer.createSourceFile(name, file.typeSpec.originatingElements.toArray(new Element[0]));
    written.put(name, owner);
    try (Writer writer = source.openWriter()) {
      writer.append(text);
    }
    filerNanos += System.nanoTime() - start;
  }

  private JavaFile javaFile(RecordName owner, TypeSpec.Builder type, RecordName... others) {
    type.addAnnotation(
        AnnotationSpec.builder(GENERATED).addMember("value", "$S", GENERATOR).build());
    Set<Deprecation> deprecations = EnumSet.noneOf(Deprecation.class);
    Stream.concat(Stream.of(owner), Stream.of(others))
        .distinct()
        .forEach(
            name -> {
              deprecations.addAll(model.deprecations(name));
              Element element = elements.getTypeElement(name.qualifiedName());
              if (element != null) {
                type.addOriginatingElement(element);
              }
            });
    if (!deprecations.isEmpty()) {
      type.addAnnotation(suppressWarnings(deprecations));
    }
    return JavaFile.builder(owner.packageName(), type.build())
        .skipJavaLangImports(true)
        .indent("  ")
        .build();
  }

  /** {@code @SuppressWarnings("deprecation")}, or {@code "removal"}, or both. */
  private static AnnotationSpec suppressWarnings(Set<Deprecation> deprecations) {
    List<String> names =
        deprecations.stream()
            .map(d -> d == Deprecation.FOR_REMOVAL ? "removal" : "deprecation")
            .toList();
    CodeBlock value =
        names.size() == 1
            ? CodeBlock.of("$S", names.get(0))
            : CodeBlock.of("{$S, $S}", names.get(0), names.get(1));
    return AnnotationSpec.builder(SuppressWarnings.class).addMember("value", value).build();
  }

  /** The class a generator names for {@code record}: {@code generated(KEYS)}, {@code FooKeys}. */
  public static ClassName generated(RecordName record, GeneratedClass generated) {
    return ClassName.get(record.packageName(), record.generated(generated.suffix()));
  }

  /** The record's own class name (nested records through their enclosing classes). */
  public static ClassName record(RecordName record) {
    return JavaTypes.className(record.javaName());
  }
}
