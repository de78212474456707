package io.edgetable.console.table;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The order DynamoDB sorts key values in: numbers by value, strings and binary by bytes. */
final class KeyOrder implements Comparator<AttributeValue> {
  static final KeyOrder INSTANCE = new KeyOrder();

  @Override
  public int compare(AttributeValue a, AttributeValue b) {
    if (a == null || b == null) {
      return a == null ? (b == null ? 0 : -1) : 1;
    }
    if (a.n() != null && b.n() != null) {
      return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
    }
    return Arrays.compareUnsigned(bytes(a), bytes(b));
  }

  private static byte[] bytes(AttributeValue v) {
    if (v.s() != null) {
      return v.s().getBytes(StandardCharsets.UTF_8);
    }
    if (v.b() != null) {
      return v.b().asByteArray();
    }
    return String.valueOf(v.n()).getBytes(StandardCharsets.UTF_8);
  }
}
