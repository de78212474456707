package io.edgetable.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes a table as DynamoDB's export to S3 lays it out in format {@code DYNAMODB_JSON}: {@code
 * AWSDynamoDB/<export id>/data/<file>.json.gz}, gzipped lines {@code {"Item": {...}}}, the items
 * spread over {@code files} files. Read with a Scan, for the doctor's export checks (on one
 * machine and on Spark).
 */
public final class DynamoDbExport {
  private DynamoDbExport() {}

  /** Exports {@code table} under {@code root}; returns the export's folder. */
  public static Path write(DynamoDbClient client, String table, Path root, int files)
      throws IOException {
    return write(client.scanPaginator(b -> b.tableName(table)).items(), root, files);
  }

  /** Exports {@code items} under {@code root}, as an export of a table holding them. */
  public static Path write(Iterable<Map<String, AttributeValue>> items, Path root, int files)
      throws IOException {
    Path export = root.resolve("AWSDynamoDB").resolve("01700000000000-abcdef12");
    Path data = Files.createDirectories(export.resolve("data"));
    Writer[] writers = new Writer[files];
    try {
      for (int i = 0; i < files; i++) {
        OutputStream file = Files.newOutputStream(data.resolve("part" + i + ".json.gz"));
        writers[i] = new OutputStreamWriter(new GZIPOutputStream(file), StandardCharsets.UTF_8);
      }
      int n = 0;
      for (Map<String, AttributeValue> item : items) {
        Writer out = writers[n++ % files];
        out.write("{\"Item\":");
        map(out, item);
        out.write("}\n");
      }
    } finally {
      for (Writer writer : writers) {
        if (writer != null) {
          writer.close();
        }
      }
    }
    Files.writeString(
        export.resolve("manifest-summary.json"), "{\"outputFormat\":\"DYNAMODB_JSON\"}");
    return export;
  }

  private static void map(Writer out, Map<String, AttributeValue> map) throws IOException {
    out.write('{');
    Iterator<Map.Entry<String, AttributeValue>> entries = map.entrySet().iterator();
    while (entries.hasNext()) {
      Map.Entry<String, AttributeValue> entry = entries.next();
      string(out, entry.getKey());
      out.write(':');
      value(out, entry.getValue());
      if (entries.hasNext()) {
        out.write(',');
      }
    }
    out.write('}');
  }

  private static void value(Writer out, AttributeValue value) throws IOException {
    switch (value.type()) {
      case S -> typed(out, "S", () -> string(out, value.s()));
      case N -> typed(out, "N", () -> string(out, value.n()));
      case B -> typed(out, "B", () -> string(out, base64(value.b())));
      case BOOL -> typed(out, "BOOL", () -> out.write(value.bool().toString()));
      case NUL -> typed(out, "NULL", () -> out.write("true"));
      case M -> typed(out, "M", () -> map(out, value.m()));
      case L -> typed(out, "L", () -> list(out, value.l(), v -> value(out, v)));
      case SS -> typed(out, "SS", () -> list(out, value.ss(), s -> string(out, s)));
      case NS -> typed(out, "NS", () -> list(out, value.ns(), s -> string(out, s)));
      case BS -> typed(out, "BS", () -> list(out, value.bs(), b -> string(out, base64(b))));
      default -> throw new IllegalArgumentException("cannot export " + value);
    }
  }

  private interface Body {
    void write() throws IOException;
  }

  private interface Element<T> {
    void write(T value) throws IOException;
  }

  private static void typed(Writer out, String type, Body body) throws IOException {
    out.write("{\"" + type + "\":");
    body.write();
    out.write('}');
  }

  private static <T> void list(Writer out, List<T> values, Element<T> element)
      throws IOException {
    out.write('[');
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.write(',');
      }
      element.write(values.get(i));
    }
    out.write(']');
  }

  private static String base64(SdkBytes bytes) {
    return Base64.getEncoder().encodeToString(bytes.asByteArray());
  }

  private static void string(Writer out, String text) throws IOException {
    out.write('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.write("\\\"");
        case '\\' -> out.write("\\\\");
        case '\n' -> out.write("\\n");
        case '\r' -> out.write("\\r");
        case '\t' -> out.write("\\t");
        default -> {
          if (c < 0x20) {
            out.write(String.format("\\u%04x", (int) c));
          } else {
            out.write(c);
          }
        }
      }
    }
    out.write('"');
  }
}
