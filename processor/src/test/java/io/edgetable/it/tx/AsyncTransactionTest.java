package io.edgetable.it.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.AsyncTransaction;
import io.edgetable.internal.ConflictInjector;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

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
    Gate lastAttempt = new Gate(4);
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
    assertTrue(lastAttempt.arrived.await(30, TimeUnit.SECONDS), "the retries went on meanwhile");
    assertEquals(3, conflicts.attempts(), "three conflicted attempts, backed off on a timer");
    lastAttempt.release.countDown();
    run.get(30, TimeUnit.SECONDS);
    assertEquals(4, conflicts.attempts());
    assertEquals(1, Set.copyOf(conflicts.tokens()).size());
    assertEquals(1, campus.studentCount("math204"));
    assertTrue(
        lastAttempt.threads.stream().noneMatch(name -> name.startsWith("edgetable-")),
        lastAttempt.threads::toString);
  }

  /** Holds attempt {@code n} of TransactWriteItems until released; records the sending threads. */
  private static final class Gate implements ExecutionInterceptor {
    final CountDownLatch arrived = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);
    final List<String> threads = new CopyOnWriteArrayList<>();
    private final int n;
    private final AtomicInteger attempts = new AtomicInteger();

    Gate(int n) {
      this.n = n;
    }

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof TransactWriteItemsRequest) {
        threads.add(Thread.currentThread().getName());
      }
    }

    @Override
    public void beforeTransmission(
        Context.BeforeTransmission context, ExecutionAttributes attributes) {
      if (context.request() instanceof TransactWriteItemsRequest
          && attempts.incrementAndGet() == n) {
        arrived.countDown();
        try {
          release.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }
}
