package io.edgetable.internal.transport;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The per-action codes of a cancelled transaction, in action order ({@code "None"} for an action
 * that did not fail). DynamoDB and moto_server both send a {@code CancellationReasons} list; the
 * message also ends with the codes ({@code "... specific reasons [ConditionalCheckFailed, None]"}),
 * which is read when the list is missing.
 *
 * <p>With the list come the stored items of the actions whose condition failed, for actions sent
 * with {@code ReturnValuesOnConditionCheckFailure = ALL_OLD}: an action without one found no item.
 */
public final class CancellationCodes {
  public static final String NONE = "None";
  public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";
  static final String TRANSACTION_CONFLICT = "TransactionConflict";

  private static final Pattern CODES_IN_MESSAGE = Pattern.compile("\\[([A-Za-z, ]*)\\]\\s*$");

  private final List<String> codes;

  /** The stored item of each action (null: none), or null when only the message was read. */
  private final List<Map<String, AttributeValue>> items;

  private CancellationCodes(List<String> codes, List<Map<String, AttributeValue>> items) {
    this.codes = codes;
    this.items = items;
  }

  public static CancellationCodes of(TransactionCanceledException e) {
    if (e.hasCancellationReasons() && !e.cancellationReasons().isEmpty()) {
      List<String> codes = new ArrayList<>();
      List<Map<String, AttributeValue>> items = new ArrayList<>();
      for (CancellationReason reason : e.cancellationReasons()) {
        codes.add(reason.code() == null ? NONE : reason.code());
        items.add(reason.hasItem() && !reason.item().isEmpty() ? reason.item() : null);
      }
      return new CancellationCodes(codes, items);
    }
    String message =
        e.awsErrorDetails() != null && e.awsErrorDetails().errorMessage() != null
            ? e.awsErrorDetails().errorMessage()
            : e.getMessage();
    Matcher matcher = CODES_IN_MESSAGE.matcher(message == null ? "" : stripRequestDetails(message));
    if (matcher.find()) {
      List<String> codes = Arrays.stream(matcher.group(1).split(",")).map(String::trim).toList();
      return new CancellationCodes(codes, null);
    }
    return new CancellationCodes(List.of(), null);
  }

  /** The SDK appends "(Service: ..., Status Code: ..., Request ID: ...)" to getMessage(). */
  private static String stripRequestDetails(String message) {
    int details = message.lastIndexOf(" (Service:");
    return details >= 0 ? message.substring(0, details) : message;
  }

  /** The code of action {@code index}, {@code "None"} if unknown. */
  public String at(int index) {
    return index < codes.size() ? codes.get(index) : NONE;
  }

  /** Whether the stored items were read: then {@link #itemAt} is null only for an absent item. */
  public boolean itemsKnown() {
    return items != null;
  }

  /** The stored item DynamoDB returned for action {@code index}, or null. */
  public Map<String, AttributeValue> itemAt(int index) {
    return items != null && index < items.size() ? items.get(index) : null;
  }

  /**
   * Whether every action that failed failed for a reason that a retry may clear, so the whole
   * transaction is worth sending again: no condition failed, no request was invalid.
   */
  boolean onlyRetryable() {
    boolean failed = false;
    for (String code : codes) {
      if (!NONE.equals(code)) {
        if (!isRetryable(code)) {
          return false;
        }
        failed = true;
      }
    }
    return failed;
  }

  private static boolean isRetryable(String code) {
    return TRANSACTION_CONFLICT.equals(code)
        || "ThrottlingError".equals(code)
        || "ProvisionedThroughputExceeded".equals(code);
  }

  @Override
  public String toString() {
    return codes.toString();
  }
}
