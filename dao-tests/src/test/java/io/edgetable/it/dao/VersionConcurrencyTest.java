package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.VersionConflictException;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Optimistic locking under contention: 8 threads each do read-modify-save on one versioned record
 * 50 times, retrying on {@link VersionConflictException} as the docs tell users to. Every
 * successful save is reflected exactly once: no update is lost, none is applied twice.
 */
class VersionConcurrencyTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int THREADS = 8;
  private static final int SAVES_EACH = 50;

  @Test
  void concurrentReadModifySaveLosesNoUpdate() throws Exception {
    String table = db.createTable(DocumentKeys.SCHEMA);
    DynamoDbClient client = db.client();
    DocumentDao documents = new DocumentDao(client, table);
    documents.put(new Document("doc", "shared", null, 0));

    AtomicInteger conflicts = new AtomicInteger();
    AtomicInteger saves = new AtomicInteger();
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService threads = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        done.add(
            threads.submit(
                () -> {
                  start.await();
                  for (int i = 0; i < SAVES_EACH; i++) {
                    while (true) {
                      Document read = documents.get("doc").orElseThrow();
                      try {
                        documents.save(
                            new Document("doc", "shared", read.version(), read.edits() + 1));
                        saves.incrementAndGet();
                        break;
                      } catch (VersionConflictException stale) {
                        conflicts.incrementAndGet(); // someone saved since: read again
                      }
                    }
                  }
                  return null;
                }));
      }
      start.countDown();
      for (Future<?> future : done) {
        future.get();
      }
    } finally {
      threads.shutdownNow();
    }

    Document last = documents.get("doc").orElseThrow();
    int expected = THREADS * SAVES_EACH;
    System.out.printf(
        "Versioned read-modify-save, %d threads x %d: %d saves, %d conflicts retried; edits %d,"
            + " version %d%n",
        THREADS, SAVES_EACH, saves.get(), conflicts.get(), last.edits(), last.version());
    assertEquals(expected, saves.get());
    assertEquals(expected, last.edits(), "every successful save counted once: no lost update");
    assertEquals(expected + 1L, last.version(), "put stored 1, each save one more");
    assertTrue(conflicts.get() > 0, "the threads did contend");
  }
}
