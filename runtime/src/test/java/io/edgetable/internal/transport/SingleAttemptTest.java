package io.edgetable.internal.transport;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** Which failures may have applied a request, and so end the attempts of one sent once. */
class SingleAttemptTest {
  @Test
  void aRefusalOrAConnectionNeverMadeAppliedNothing() {
    assertFalse(
        SingleAttempt.mayHaveApplied(
            ProvisionedThroughputExceededException.builder().statusCode(400).build()));
    assertFalse(
        SingleAttempt.mayHaveApplied(
            new CompletionException(
                SdkClientException.create("no connection", new ConnectException("refused")))));
  }

  @Test
  void aServerErrorALostResponseOrATimeoutMayHaveApplied() {
    assertTrue(SingleAttempt.mayHaveApplied(DynamoDbException.builder().statusCode(500).build()));
    assertTrue(
        SingleAttempt.mayHaveApplied(
            SdkClientException.create("reset", new IOException("Connection reset"))));
  }

  @Test
  void aRequestIsSentOnceOnlyWithItsOverride() {
    UpdateItemRequest once =
        UpdateItemRequest.builder().overrideConfiguration(SingleAttempt.override()).build();
    assertTrue(SingleAttempt.isOn(once));
    assertSame(SingleAttempt.override(), once.overrideConfiguration().orElseThrow());
    assertFalse(SingleAttempt.isOn(UpdateItemRequest.builder().build()));
  }
}
