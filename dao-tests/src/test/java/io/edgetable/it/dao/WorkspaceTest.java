package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.test.LocalDynamoDb;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The set-up of the tests on a {@link Workspace}: a fresh one (a new table) for each test, through
 * the DAOs {@link #access()} names, closed after it. A subclass such as {@code AsyncUpdateDaoTest}
 * runs the same tests on the asynchronous DAOs.
 */
abstract class WorkspaceTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  Workspace w;

  Access access() {
    return Access.SYNC;
  }

  @BeforeEach
  void openWorkspace() {
    w = new Workspace(db, access());
  }

  @AfterEach
  void closeWorkspace() {
    w.close();
  }

  /** {@code update} sends one UpdateItem and returns {@code expected}. */
  <T> void assertOneUpdateItem(Optional<T> expected, Supplier<Optional<T>> update) {
    assertEquals(Map.of("UpdateItem", 1), w.requestsOf(() -> assertEquals(expected, update.get())));
  }

  /** {@code instant} as a time to live stores it: in whole seconds. */
  static Instant seconds(Instant instant) {
    return instant.truncatedTo(ChronoUnit.SECONDS);
  }
}
