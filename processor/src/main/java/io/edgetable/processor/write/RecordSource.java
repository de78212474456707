package io.edgetable.processor.write;

import com.squareup.javapoet.JavaFile;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JavaPoet 1.13 cannot declare records. A generator describes a record as a final class whose one
 * public constructor lists the components (its body is the compact constructor's); this turns the
 * written class into that record.
 */
final class RecordSource {
  private static final Pattern CLASS_HEADER = Pattern.compile("public final class (\\w+) \\{");
  private static final int COLUMNS = 100;
  private static final String CONTINUATION = "    ";

  private RecordSource() {}

  /**
   * The record header on one line, or, when that passes 100 columns, the components on
   * continuation lines indented by four, wrapped between components.
   */
  static String header(String open, String components, String close) {
    if (open.length() + components.length() + close.length() <= COLUMNS) {
      return open + components + close;
    }
    StringBuilder out = new StringBuilder(open);
    StringBuilder line = new StringBuilder(CONTINUATION);
    List<String> parts = topLevelParts(components);
    for (int i = 0; i < parts.size(); i++) {
      String part = parts.get(i) + (i < parts.size() - 1 ? "," : close);
      if (line.length() > CONTINUATION.length() && line.length() + 1 + part.length() > COLUMNS) {
        out.append('\n').append(line);
        line.setLength(0);
        line.append(CONTINUATION);
      } else if (line.length() > CONTINUATION.length()) {
        line.append(' ');
      }
      line.append(part);
    }
    return out.append('\n').append(line).toString();
  }

  /** {@code components} split at the commas between them (not those in type arguments). */
  private static List<String> topLevelParts(String components) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < components.length(); i++) {
      char c = components.charAt(i);
      if (c == '<') {
        depth++;
      } else if (c == '>') {
        depth--;
      } else if (c == ',' && depth == 0) {
        parts.add(components.substring(start, i).trim());
        start = i + 1;
      }
    }
    parts.add(components.substring(start).trim());
    return parts;
  }

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
        + header("public record " + name + "(", components, ") {")
        + source.substring(header.end(), constructor.start())
        + "public "
        + name
        + " {"
        + source.substring(constructor.end());
  }
}
