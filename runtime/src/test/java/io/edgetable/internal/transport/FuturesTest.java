package io.edgetable.internal.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.InvalidKeyException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class FuturesTest {

  @Test
  void iteratesCompletedStepsInALoopWithoutGrowingTheStack() {
    CompletableFuture<Integer> done =
        Futures.iterate(0, n -> n == 1_000_000, n -> CompletableFuture.completedFuture(n + 1));
    assertEquals(1_000_000, done.join());
  }

  @Test
  void iteratesStepsThatCompleteLater() {
    Executor later = CompletableFuture.delayedExecutor(1, TimeUnit.MILLISECONDS);
    CompletableFuture<Integer> done =
        Futures.iterate(0, n -> n == 20, n -> CompletableFuture.supplyAsync(() -> n + 1, later));
    assertEquals(20, done.join());
  }

  @Test
  void aFailedStepFailsTheIterationWithItsOwnException() {
    IllegalStateException boom = new IllegalStateException("boom");
    CompletableFuture<Integer> done =
        Futures.iterate(
            0,
            n -> false,
            n -> n == 3
                ? CompletableFuture.failedFuture(boom)
                : CompletableFuture.completedFuture(n + 1));
    ExecutionException failure = assertThrows(ExecutionException.class, done::get);
    assertSame(boom, failure.getCause());
  }

  @Test
  void joinRethrowsTheOperationsOwnException() {
    InvalidKeyException bad = new InvalidKeyException("bad id");
    assertSame(bad, assertThrows(InvalidKeyException.class,
        () -> Futures.join(CompletableFuture.failedFuture(new CompletionException(bad)))));
  }

  @Test
  void supplyTurnsAThrowIntoAFailedFuture() {
    InvalidKeyException bad = new InvalidKeyException("bad id");
    CompletableFuture<String> future = Futures.supply(() -> {
      throw bad;
    });
    assertTrue(future.isCompletedExceptionally());
    assertSame(bad, assertThrows(InvalidKeyException.class, () -> Futures.join(future)));
  }
}
