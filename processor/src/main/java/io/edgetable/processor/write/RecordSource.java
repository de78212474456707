package io.edgetable.processor.write;

import com.squareup.javapoet.JavaFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JavaPoet 1.13 cannot declare records. A generator describes a record as a final class whose one
 * public constructor lists the components (its body is the compact constructor's); this turns the
 * written class into that record.
 */
final class RecordSource {
  private static final Pattern CLASS_HEADER = Pattern.compile("public final class (\\w+) \\{");

  private RecordSource() {}

  /** The source of {@code file} with its class declared as a record. */
  static String toRecord(JavaFile file) {
    String source = file.toString();
    Matcher header = CLASS_HEADER.matcher(source);
    if (!header.find()) {
      throw new IllegalStateException("not a final class: " + file.typeSpec.name);
    }
    String name = header.group(1);
    Matcher constructor = Pattern.compile("public " + name + "\\(([^)]*)\\) \\{").matcher(source);
    if (!constructor.find(header.end())) {
      throw new IllegalStateException("no constructor listing the components of " + name);
    }
    String components = constructor.group(1).replaceAll("\\s+", " ").trim();
    return source.substring(0, header.start())
        + "public record "
        + name
        + "("
        + components
        + ") {"
        + source.substring(header.end(), constructor.start())
        + "public "
        + name
        + " {"
        + source.substring(constructor.end());
  }
}
