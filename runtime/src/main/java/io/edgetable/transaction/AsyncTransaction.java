package io.edgetable.transaction;

import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.TransactionConflictException;
import io.edgetable.exception.TransactionFailedException;

import io.edgetable.internal.transport.Transport;
import java.util.concurrent.CompletableFuture;

/**
 * A {@link Transaction} on a {@code DynamoDbAsyncClient}, from {@link
 * Transaction#write(software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient)}: the same
 * actions, merged and sent the same way (the same code builds and retries both), with {@link
 * #run()} returning a future. Retries wait on a timer, never on a blocked thread.
 */
public final class AsyncTransaction extends TransactionBuilder<AsyncTransaction> {

  AsyncTransaction(Transport transport) {
    super(transport);
  }

  @Override
  AsyncTransaction self() {
    return this;
  }

  /**
   * Sends the actions added so far as one TransactWriteItems (retrying conflicts under one
   * ClientRequestToken). Never throws: bad input — an {@link InvalidKeyException}, actions on one
   * item that cannot be merged or over 100 items ({@link IllegalArgumentException}), no action
   * ({@link IllegalStateException}) — fails the future and nothing is sent.
   *
   * @return a future that completes when the transaction committed, or fails with {@link
   *     TransactionFailedException} (cancelled, nothing written), {@link
   *     TransactionConflictException} (still conflicting after the retries) or the bad input
   */
  public CompletableFuture<Void> run() {
    return send();
  }
}
