package io.edgetable.it.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.transaction.AsyncTransaction;
import io.edgetable.internal.ConflictInjector;
import io.edgetable.internal.TransactionGate;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every scenario of {@link TransactionTest}, with the same assertions and request counts, on a
 * {@code DynamoDbAsyncClient} ({@code AsyncTransaction}) with the asynchronous DAOs; and a run that
 * holds no thread while its retries wait.
 */
class AsyncTransactionTest extends TransactionTest {
  @Override
  boolean async() {
    return true;
  }

  @Test
  void runReturnsBeforeItsRetriesAreDoneAndNoThreadWaits() throws Exception {
    TransactionGate lastAttempt = new TransactionGate(4);
    ConflictInjector conflicts = ConflictInjector.conflicts(3);
    Campus campus = new Campus(db, db.client(), null, db.asyncClient(lastAttempt, conflicts));
    campus.student("a91");
    campus.course("math204");

    // Three conflicts and three backoffs stand between run() and its result, and the attempt
    // that commits is held until run() has returned: a run that waited could not return.
    CompletableFuture<Void> run =
        ((AsyncTransaction) campus.write())
            .check(campus.students, "a91")
            .put(campus.enrollments, new Enrollment("a91", "math204", null))
            .run();
    assertFalse(run.isDone(), "run() returned before the transaction committed");
    assertTrue(lastAttempt.awaitArrival(), "the retries went on meanwhile");
    assertEquals(3, conflicts.attempts(), "three conflicted attempts, backed off on a timer");
    lastAttempt.release();
    run.get(30, TimeUnit.SECONDS);
    assertEquals(4, conflicts.attempts());
    assertEquals(1, Set.copyOf(conflicts.tokens()).size());
    assertEquals(1, campus.studentCount("math204"));
    assertTrue(
        lastAttempt.threads().stream().noneMatch(name -> name.startsWith("edgetable-")),
        lastAttempt.threads()::toString);
  }
}
