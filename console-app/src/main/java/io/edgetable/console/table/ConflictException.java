package io.edgetable.console.table;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A conditional write that lost: the item changed since it was read (or exists, for a create).
 * The API answers 409 with {@code current}, the stored item ({@code null} when absent), and, for a
 * transaction, the position of the edit that failed.
 */
public final class ConflictException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Map<String, AttributeValue> current;
  private final int edit;

  public ConflictException(String message, Map<String, AttributeValue> current, int edit) {
    super(message);
    this.current = current;
    this.edit = edit;
  }

  /** The stored item, or {@code null} when there is none. */
  public Map<String, AttributeValue> current() {
    return current;
  }

  /** The failed edit's position in a transaction, or -1 for a single write. */
  public int edit() {
    return edit;
  }
}
