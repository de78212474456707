package io.edgetable.console.table;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's bill for a read of several items (a Query or a Scan page), when the server does not
 * say it: the sizes of the items read, added up and rounded up to 4 KB, one unit per 4 KB
 * (halved when eventually consistent); a read of nothing still costs one 4 KB step. Sizes as
 * DynamoDB counts them: attribute names and values in bytes, a number about one byte per two
 * digits plus one, 3 bytes of overhead per list or map plus one per element.
 */
public final class ReadUnits {
  private static final int STEP = 4096;

  private ReadUnits() {}

  public static double of(List<Map<String, AttributeValue>> items, boolean consistent) {
    long bytes = 0;
    for (Map<String, AttributeValue> item : items) {
      bytes += size(item);
    }
    long steps = Math.max(1, (bytes + STEP - 1) / STEP);
    return consistent ? steps : steps / 2.0;
  }

  /** An item's size in bytes, as DynamoDB counts it. */
  public static long size(Map<String, AttributeValue> item) {
    long bytes = 0;
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      bytes += utf8(attribute.getKey()) + size(attribute.getValue());
    }
    return bytes;
  }

  private static long size(AttributeValue v) {
    return switch (v.type()) {
      case S -> utf8(v.s());
      case N -> number(v.n());
      case B -> v.b().asByteArray().length;
      case BOOL, NUL -> 1;
      case SS -> v.ss().stream().mapToLong(ReadUnits::utf8).sum();
      case NS -> v.ns().stream().mapToLong(ReadUnits::number).sum();
      case BS -> v.bs().stream().mapToLong(b -> b.asByteArray().length).sum();
      case L -> 3 + v.l().stream().mapToLong(e -> 1 + size(e)).sum();
      case M -> 3 + v.m().entrySet().stream()
          .mapToLong(e -> 1 + utf8(e.getKey()) + size(e.getValue())).sum();
      default -> 0;
    };
  }

  private static long utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8).length;
  }

  private static long number(String text) {
    String digits = new BigDecimal(text).unscaledValue().abs().toString()
        .replaceAll("^0+", "").replaceAll("0+$", "");
    return (Math.max(1, digits.length()) + 1) / 2 + 1;
  }
}
