package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.counter;
import static io.edgetable.internal.Fixtures.followCounters;
import static io.edgetable.internal.Fixtures.followKey;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.TransactionConflictException;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.test.LocalDynamoDb;
import java.time.Duration;
import java.util.HashSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

class CountedWritesRetryTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final RetryPolicy FAST =
      new RetryPolicy(5, Duration.ofMillis(1), Duration.ofMillis(4));

  private DynamoDbClient check;
  private String table;

  @BeforeEach
  void setUp() {
    check = db.client();
    table = Fixtures.createTable(check);
    Fixtures.putUsers(check, table, "alice", "bob");
  }

  private boolean follow(ConflictInjector injector) {
    try (DynamoDbClient client = db.client(injector)) {
      return OnClient.CountedWrites.put(
          client, table, Fixtures.follow("alice", "bob"), followCounters("alice", "bob"), FAST);
    }
  }

  @Test
  void aConflictIsRetriedUnderTheSameTokenThenSucceedsOnce() {
    ConflictInjector injector = ConflictInjector.conflicts(3);
    assertTrue(follow(injector));
    assertEquals(4, injector.attempts(), "three conflicts, then the attempt that commits");
    assertEquals(
        1, new HashSet<>(injector.tokens()).size(), "one token for every retry of one call");
    assertEquals(1, counter(check, table, "bob", "followers"));
    assertEquals(1, counter(check, table, "alice", "following"));
  }

  @Test
  void aPersistentConflictEndsInTransactionConflictExceptionAfterTheBound() {
    ConflictInjector injector = ConflictInjector.conflicts(Integer.MAX_VALUE);
    TransactionConflictException e =
        assertThrows(TransactionConflictException.class, () -> follow(injector));
    assertEquals(FAST.maxAttempts(), injector.attempts());
    assertInstanceOf(TransactionCanceledException.class, e.getCause());
    assertFalse(Fixtures.exists(check, table, followKey("alice", "bob")));
    assertEquals(0, counter(check, table, "bob", "followers"));
  }

  @Test
  void reasonsGivenOnlyInTheMessageAreUnderstood() {
    ConflictInjector injector = ConflictInjector.conflictsInMessageOnly(2);
    assertTrue(follow(injector));
    assertEquals(3, injector.attempts());
    assertEquals(1, counter(check, table, "bob", "followers"));
  }

  @Test
  void aTransactionStillInProgressIsRetried() {
    // The SDK itself retries TransactionInProgressException (same request, same token) with long
    // throttling backoff; switched off here so the attempts counted are this library's.
    ConflictInjector injector = ConflictInjector.inProgress(Integer.MAX_VALUE);
    TransactionConflictException e =
        assertThrows(
            TransactionConflictException.class,
            () -> {
              try (DynamoDbClient client = NoRetries.client(db, injector)) {
                OnClient.CountedWrites.put(
                    client,
                    table,
                    Fixtures.follow("alice", "bob"),
                    followCounters("alice", "bob"),
                    FAST);
              }
            });
    assertInstanceOf(TransactionInProgressException.class, e.getCause());
    assertEquals(FAST.maxAttempts(), injector.attempts());

    ConflictInjector once = ConflictInjector.inProgress(1);
    assertTrue(follow(once));
    assertEquals(2, once.attempts());
    assertEquals(1, new HashSet<>(once.tokens()).size());
  }

  @Test
  void separateCallsUseSeparateTokens() {
    ConflictInjector injector = ConflictInjector.conflicts(1);
    try (DynamoDbClient client = db.client(injector)) {
      assertTrue(
          OnClient.CountedWrites.put(
              client,
              table,
              Fixtures.follow("alice", "bob"),
              followCounters("alice", "bob"),
              FAST));
      assertTrue(
          OnClient.CountedWrites.delete(
              client,
              table,
              followKey("alice", "bob"),
              followCounters("alice", "bob"),
              null,
              FAST));
    }
    assertEquals(3, injector.tokens().size());
    assertEquals(injector.tokens().get(0), injector.tokens().get(1));
    assertNotEquals(injector.tokens().get(1), injector.tokens().get(2));
    assertEquals(0, counter(check, table, "bob", "followers"));
  }

  @Test
  void backoffIsFullJitterUnderTheCap() {
    RetryPolicy policy = new RetryPolicy(8, Duration.ofMillis(20), Duration.ofSeconds(1));
    for (int retry = 1; retry <= 12; retry++) {
      long ceiling = Math.min(1000, 20L << Math.min(retry - 1, 20));
      for (int i = 0; i < 50; i++) {
        long millis = policy.delayBeforeRetry(retry).toMillis();
        assertTrue(millis >= 0 && millis <= ceiling, retry + ": " + millis);
      }
    }
    assertThrows(
        IllegalArgumentException.class, () -> new RetryPolicy(0, Duration.ZERO, Duration.ZERO));
  }
}
