package io.edgetable.transaction;

import io.edgetable.EdgeKey;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.TransactionConflictException;
import io.edgetable.exception.TransactionFailedException;

import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.Transport;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Writes across DAOs that happen together or not at all: one TransactWriteItems.
 *
 * <pre>{@code
 * Transaction.write(client)
 *     .check(students, "a91")                                  // the student must exist
 *     .put(enrollments, new Enrollment("a91", "math204", null, today))
 *     .delete(enrollments, new EdgeKey<>("a91", "phys150"))
 *     .update(courses, "math204", CourseFields.title.set("Linear Algebra II"))
 *     .run();                                                  // one TransactWriteItems
 * }</pre>
 *
 * <p>The actions and how actions on one item are merged are described in {@link
 * TransactionBuilder}. {@link #run()} sends the request with a ClientRequestToken; a conflict with
 * another transaction or throttling (TransactionConflict, ThrottlingError,
 * ProvisionedThroughputExceeded, TransactionInProgress) is retried with jittered backoff, up to 8
 * attempts, under the same token, so an attempt that committed is never applied twice.
 *
 * <p>Cost and limits: a transactional write consumes 2 write units per item (per KB of it), twice a
 * plain write, and every node item whose counter moves is one more item. At most 100 items after
 * merging, 4 MB of items in all, one operation per item.
 *
 * <p>On a {@link DynamoDbAsyncClient}, {@link #write(DynamoDbAsyncClient)} gives an {@link
 * AsyncTransaction} with the same actions, whose {@code run()} returns a future.
 */
public final class Transaction extends TransactionBuilder<Transaction> {

  private Transaction(Transport transport) {
    super(transport);
  }

  /** A new transaction sent through {@code client}; nothing is sent until {@link #run()}. */
  public static Transaction write(DynamoDbClient client) {
    return new Transaction(Transport.of(Objects.requireNonNull(client, "client must not be null")));
  }

  /**
   * A new asynchronous transaction sent through {@code client}; nothing is sent until {@link
   * AsyncTransaction#run()}.
   */
  public static AsyncTransaction write(DynamoDbAsyncClient client) {
    return new AsyncTransaction(
        Transport.of(Objects.requireNonNull(client, "client must not be null")));
  }

  @Override
  Transaction self() {
    return this;
  }

  /**
   * Sends the actions added so far as one TransactWriteItems (retrying conflicts under one
   * ClientRequestToken) and returns once it committed.
   *
   * @throws TransactionFailedException if DynamoDB cancelled it: nothing was written; {@code
   *     failures()} names each failed action and its reason code
   * @throws TransactionConflictException if it still conflicted after the retries (nothing was
   *     written; running it again is safe)
   * @throws InvalidKeyException if an action's ids cannot form a key (nothing is sent)
   * @throws IllegalArgumentException if two actions on one item cannot be merged, or the
   *     transaction has more than 100 items after merging (nothing is sent)
   * @throws IllegalStateException if no action was added
   */
  public void run() {
    Futures.join(send());
  }
}
