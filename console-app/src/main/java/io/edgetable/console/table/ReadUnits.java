package io.edgetable.console.table;

import io.edgetable.internal.codec.ItemSize;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's bill for a read of several items (a Query or a Scan page), when the server does not
 * say it: the sizes of the items read, added up and rounded up to 4 KB, one unit per 4 KB
 * (halved when eventually consistent); a read of nothing still costs one 4 KB step. Item sizes
 * are the runtime's {@link ItemSize}, DynamoDB's documented rule, the one the runtime checks the
 * 400 KB limit with.
 */
public final class ReadUnits {
  private static final int STEP = 4096;

  private ReadUnits() {}

  public static double of(List<Map<String, AttributeValue>> items, boolean consistent) {
    long bytes = 0;
    for (Map<String, AttributeValue> item : items) {
      bytes += ItemSize.of(item);
    }
    long steps = Math.max(1, (bytes + STEP - 1) / STEP);
    return consistent ? steps : steps / 2.0;
  }
}
