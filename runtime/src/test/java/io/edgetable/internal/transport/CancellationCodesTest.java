package io.edgetable.internal.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

class CancellationCodesTest {

  @Test
  void readsTheReasonsList() {
    CancellationCodes codes =
        CancellationCodes.of(
            TransactionCanceledException.builder()
                .cancellationReasons(
                    CancellationReason.builder().code("None").build(),
                    CancellationReason.builder()
                        .code("ConditionalCheckFailed")
                        .message("The conditional request failed")
                        .build())
                .build());
    assertEquals(CancellationCodes.CONDITIONAL_CHECK_FAILED, codes.at(1));
    assertEquals("None", codes.at(0));
    assertEquals("None", codes.at(7), "an action without a reason did not fail");
    assertFalse(codes.onlyRetryable(), "a failed condition fails again");
  }

  @Test
  void fallsBackToTheCodesAtTheEndOfTheMessage() {
    CancellationCodes codes =
        CancellationCodes.of(
            TransactionCanceledException.builder()
                .message(
                    "Transaction cancelled, please refer cancellation reasons for specific reasons"
                        + " [None, ThrottlingError, ConditionalCheckFailed]")
                .build());
    assertEquals("ThrottlingError", codes.at(1));
    assertEquals(CancellationCodes.CONDITIONAL_CHECK_FAILED, codes.at(2));
    assertFalse(codes.onlyRetryable(), "throttled, but a condition failed too");
    CancellationCodes conflicts =
        CancellationCodes.of(
            TransactionCanceledException.builder()
                .message("Transaction cancelled [TransactionConflict, None, ThrottlingError]")
                .build());
    assertTrue(conflicts.onlyRetryable(), "a conflict and throttling clear on a retry");
  }

  @Test
  void knowsNothingFromAMessageWithoutCodes() {
    CancellationCodes codes =
        CancellationCodes.of(TransactionCanceledException.builder().message("cancelled").build());
    assertEquals("None", codes.at(0));
    assertFalse(codes.onlyRetryable(), "nothing known to have failed");
  }
}
