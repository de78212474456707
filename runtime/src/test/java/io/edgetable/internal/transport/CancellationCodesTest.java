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
    CancellationCodes codes = CancellationCodes.of(TransactionCanceledException.builder()
        .cancellationReasons(
            CancellationReason.builder().code("None").build(),
            CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed").build())
        .build());
    assertTrue(codes.is(1, CancellationCodes.CONDITIONAL_CHECK_FAILED));
    assertEquals("None", codes.at(0));
    assertEquals("None", codes.at(7), "an action without a reason did not fail");
    assertFalse(codes.retryable());
  }

  @Test
  void fallsBackToTheCodesAtTheEndOfTheMessage() {
    CancellationCodes codes = CancellationCodes.of(TransactionCanceledException.builder()
        .message("Transaction cancelled, please refer cancellation reasons for specific reasons"
            + " [None, ThrottlingError, ConditionalCheckFailed]")
        .build());
    assertEquals("ThrottlingError", codes.at(1));
    assertTrue(codes.is(2, CancellationCodes.CONDITIONAL_CHECK_FAILED));
    assertTrue(codes.retryable());
  }

  @Test
  void knowsNothingFromAMessageWithoutCodes() {
    CancellationCodes codes = CancellationCodes.of(TransactionCanceledException.builder().message("cancelled").build());
    assertEquals("None", codes.at(0));
    assertFalse(codes.retryable());
  }
}
