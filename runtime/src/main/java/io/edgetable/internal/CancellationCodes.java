package io.edgetable.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The per-action codes of a cancelled transaction, in action order ({@code "None"} for an action
 * that did not fail). DynamoDB and moto_server both send a {@code CancellationReasons} list; the
 * message also ends with the codes ({@code "... specific reasons [ConditionalCheckFailed,
 * None]"}), which is read when the list is missing.
 */
final class CancellationCodes {
  static final String NONE = "None";
  static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";
  static final String TRANSACTION_CONFLICT = "TransactionConflict";

  private static final Pattern CODES_IN_MESSAGE = Pattern.compile("\\[([A-Za-z, ]*)\\]\\s*$");

  private final List<String> codes;

  private CancellationCodes(List<String> codes) {
    this.codes = codes;
  }

  static CancellationCodes of(TransactionCanceledException e) {
    if (e.hasCancellationReasons() && !e.cancellationReasons().isEmpty()) {
      List<String> codes = new ArrayList<>();
      for (CancellationReason reason : e.cancellationReasons()) {
        codes.add(reason.code() == null ? NONE : reason.code());
      }
      return new CancellationCodes(codes);
    }
    String message = e.awsErrorDetails() != null && e.awsErrorDetails().errorMessage() != null
        ? e.awsErrorDetails().errorMessage()
        : e.getMessage();
    Matcher matcher = CODES_IN_MESSAGE.matcher(message == null ? "" : stripRequestDetails(message));
    if (matcher.find()) {
      return new CancellationCodes(Arrays.stream(matcher.group(1).split(",")).map(String::trim).toList());
    }
    return new CancellationCodes(List.of());
  }

  /** The SDK appends "(Service: ..., Status Code: ..., Request ID: ...)" to getMessage(). */
  private static String stripRequestDetails(String message) {
    int details = message.lastIndexOf(" (Service:");
    return details >= 0 ? message.substring(0, details) : message;
  }

  /** The code of action {@code index}, {@code "None"} if unknown. */
  String at(int index) {
    return index < codes.size() ? codes.get(index) : NONE;
  }

  boolean is(int index, String code) {
    return code.equals(at(index));
  }

  boolean any(String code) {
    return codes.contains(code);
  }

  /** Worth retrying: a conflict with another transaction, or throttling of one action. */
  boolean retryable() {
    return any(TRANSACTION_CONFLICT) || any("ThrottlingError") || any("ProvisionedThroughputExceeded");
  }

  @Override
  public String toString() {
    return codes.toString();
  }
}
