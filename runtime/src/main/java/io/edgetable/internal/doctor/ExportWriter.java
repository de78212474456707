package io.edgetable.internal.doctor;

import io.edgetable.internal.codec.JsonText;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes items as a DynamoDB export to S3 in {@code DYNAMODB_JSON} does, what {@link ExportReader}
 * reads: a line {@code {"Item":{"PK":{"S":"..."},...}}}, numbers as their decimal text, binary
 * values as base64. Internal: findings carry their keys in it ({@link FindingCodec}), and tests
 * write exports with it.
 */
public final class ExportWriter {
  private ExportWriter() {}

  /** {@code {"Item":{...}}} and a line break: one line of an export's data file. */
  public static String line(Map<String, AttributeValue> item) {
    StringBuilder out = new StringBuilder("{\"Item\":");
    map(out, item);
    return out.append("}\n").toString();
  }

  /** {@code {"PK":{"S":"..."},...}}: the attributes of {@code map}, each typed. */
  public static void map(StringBuilder out, Map<String, AttributeValue> map) {
    out.append('{');
    Iterator<Map.Entry<String, AttributeValue>> entries = map.entrySet().iterator();
    while (entries.hasNext()) {
      Map.Entry<String, AttributeValue> entry = entries.next();
      quote(out, entry.getKey());
      out.append(':');
      value(out, entry.getValue());
      if (entries.hasNext()) {
        out.append(',');
      }
    }
    out.append('}');
  }

  /** {@code {"S":"..."}}, {@code {"L":[...]}}...: one value with its type. */
  public static void value(StringBuilder out, AttributeValue value) {
    out.append('{');
    quote(out, typeName(value));
    out.append(':');
    switch (value.type()) {
      case S -> quote(out, value.s());
      case N -> quote(out, value.n());
      case B -> quote(out, base64(value.b()));
      case BOOL -> out.append(value.bool());
      case NUL -> out.append("true");
      case M -> map(out, value.m());
      case L -> list(out, value.l().size(), i -> value(out, value.l().get(i)));
      case SS -> strings(out, value.ss());
      case NS -> strings(out, value.ns());
      case BS -> strings(out, value.bs().stream().map(ExportWriter::base64).toList());
      default -> throw new IllegalArgumentException("a value of no known type: " + value);
    }
    out.append('}');
  }

  private static String typeName(AttributeValue value) {
    return switch (value.type()) {
      case S -> "S";
      case N -> "N";
      case B -> "B";
      case BOOL -> "BOOL";
      case NUL -> "NULL";
      case M -> "M";
      case L -> "L";
      case SS -> "SS";
      case NS -> "NS";
      case BS -> "BS";
      default -> throw new IllegalArgumentException("a value of no known type: " + value);
    };
  }

  /** {@code text} as a JSON string, quoted and escaped ({@link JsonText}). */
  public static void quote(StringBuilder out, String text) {
    JsonText.quote(out, text);
  }

  /** {@code ["a","b"]}: {@code texts} as a JSON array of strings. */
  public static void strings(StringBuilder out, List<String> texts) {
    list(out, texts.size(), i -> quote(out, texts.get(i)));
  }

  private interface Element {
    void write(int index);
  }

  private static void list(StringBuilder out, int size, Element element) {
    out.append('[');
    for (int i = 0; i < size; i++) {
      if (i > 0) {
        out.append(',');
      }
      element.write(i);
    }
    out.append(']');
  }

  private static String base64(SdkBytes bytes) {
    return Base64.getEncoder().encodeToString(bytes.asByteArray());
  }
}
