package io.edgetable.processor.write;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.RecordName;
import java.io.IOException;
import java.io.Writer;
import java.util.Objects;
import java.util.stream.Stream;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * Writes generated classes: in the record's package, annotated {@code @Generated} (without a date,
 * so builds stay reproducible), 2-space indent, with the records it was made from as originating
 * elements (for incremental builds).
 */
public final class SourceWriter {
  static final String GENERATOR = "io.edgetable.processor.EdgeTableProcessor";
  private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");

  private final Filer filer;
  private final Elements elements;

  public SourceWriter(Filer filer, Elements elements) {
    this.filer = filer;
    this.elements = elements;
  }

  /**
   * Writes {@code type} into {@code owner}'s package. {@code owner} and {@code others} (e.g. an
   * edge's nodes) become the originating elements.
   *
   * @throws IOException when the file cannot be created (for example written twice)
   */
  public void write(RecordName owner, TypeSpec.Builder type, RecordName... others)
      throws IOException {
    JavaFile file = javaFile(owner, type, others);
    // Rendered into memory first: JavaPoet appends token by token, and each append to the
    // Filer's stream goes through a charset encoder.
    StringBuilder text = new StringBuilder(8192);
    file.writeTo(text);
    create(owner, file, text);
  }

  /**
   * Writes {@code type}, a final class whose one public constructor lists the components, as a
   * record (JavaPoet cannot declare records; see {@link RecordSource}).
   *
   * @throws IOException when the file cannot be created (for example written twice)
   */
  public void writeRecord(RecordName owner, TypeSpec.Builder type, RecordName... others)
      throws IOException {
    JavaFile file = javaFile(owner, type, others);
    create(owner, file, RecordSource.toRecord(file));
  }

  private void create(RecordName owner, JavaFile file, CharSequence text) throws IOException {
    String name =
        owner.packageName().isEmpty()
            ? file.typeSpec.name
            : owner.packageName() + "." + file.typeSpec.name;
    JavaFileObject source =
        filer.createSourceFile(name, file.typeSpec.originatingElements.toArray(new Element[0]));
    try (Writer writer = source.openWriter()) {
      writer.append(text);
    }
  }

  private JavaFile javaFile(RecordName owner, TypeSpec.Builder type, RecordName... others) {
    type.addAnnotation(AnnotationSpec.builder(GENERATED).addMember("value", "$S", GENERATOR).build());
    Stream.concat(Stream.of(owner), Stream.of(others))
        .distinct()
        .map(name -> elements.getTypeElement(name.qualifiedName()))
        .filter(Objects::nonNull)
        .forEach(type::addOriginatingElement);
    return JavaFile.builder(owner.packageName(), type.build())
        .skipJavaLangImports(true)
        .indent("  ")
        .build();
  }

  /** The class a generator names for {@code record}: {@code generated("Keys")} → {@code FooKeys}. */
  public static ClassName generated(RecordName record, String suffix) {
    return ClassName.get(record.packageName(), record.generated(suffix));
  }

  /** The record's own class name (nested records through their enclosing classes). */
  public static ClassName record(RecordName record) {
    String[] names = record.simpleNames().split("\\.");
    String[] nested = java.util.Arrays.copyOfRange(names, 1, names.length);
    return ClassName.get(record.packageName(), names[0], nested);
  }
}
