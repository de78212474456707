package io.edgetable.doctor;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An edge whose inverse index keys are not those its ids give (a wrong or missing value, or a
 * shard of an older {@code inverseShards}), so the inverse query misses it or finds it late.
 *
 * @param key the edge item's key
 * @param recordName the edge kind
 * @param index the index, e.g. {@code GSI1}
 * @param storedPartition the stored {@code GSI1PK} (empty: absent or not a string)
 * @param expectedPartition what it should be
 * @param storedSort the stored {@code GSI1SK} (empty: absent or not a string)
 * @param expectedSort what it should be
 */
public record IndexKeyMismatch(
    Map<String, AttributeValue> key,
    String recordName,
    String index,
    Optional<String> storedPartition,
    String expectedPartition,
    Optional<String> storedSort,
    String expectedSort)
    implements Finding {

  public IndexKeyMismatch {
    key = Map.copyOf(key);
  }

  @Override
  public String message() {
    StringBuilder text =
        new StringBuilder("IndexKeyMismatch: ")
            .append(recordName).append(' ').append(Finding.describe(key)).append(':');
    if (!storedPartition.equals(Optional.of(expectedPartition))) {
      text.append(' ').append(index).append("PK is ").append(storedPartition.orElse("absent"))
          .append(", should be ").append(expectedPartition);
    }
    if (!storedSort.equals(Optional.of(expectedSort))) {
      text.append(' ').append(index).append("SK is ").append(storedSort.orElse("absent"))
          .append(", should be ").append(expectedSort);
    }
    return text.toString();
  }
}
