package io.edgetable.sample.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.BatchWriteException;
import io.edgetable.exception.NodeHasEdgesException;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.exception.VersionConflictException;
import io.edgetable.test.LocalDynamoDb;
import io.edgetable.transaction.Transaction;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A node whose counters count edges is never deleted alone, whichever way it is deleted: by id or
 * by record (versioned), sync or async, one, in a batch or in a transaction. A gig's count is
 * sharded over counter items, a fan's is on its item; both are versioned. Each refusal leaves the
 * node, its counter items, the ticket and the counts as they were.
 */
class CountedNodeDeleteTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final GigId GIG = new GigId("gig");

  private Tickets t;

  @BeforeEach
  void sellOneTicket() {
    t = new Tickets(db);
    t.gigs.put(Tickets.gig("gig"));
    t.fans.put(Tickets.fan("ann"));
    t.tickets.put(new Ticket("ann", GIG, "A1"));
  }

  @Test
  void deleteOfTheRecordRefusesAVersionedNodeThatCountsEdges() {
    Gig gig = t.gigs.get(GIG).orElseThrow();
    Fan fan = t.fans.get("ann").orElseThrow();
    assertEquals(1, gig.sold());
    assertRefused(Map.of("sold", 1L), () -> t.gigs.delete(gig));
    assertRefused(Map.of("tickets", 1L), () -> t.fans.delete(fan));
    assertRefused(Map.of("sold", 1L), () -> t.asyncGigs.delete(gig).join());
    assertRefused(Map.of("tickets", 1L), () -> t.asyncFans.delete(fan).join());
    assertNothingDeleted();
  }

  @Test
  void deleteByIdBatchAndTransactionRefuseToo() {
    assertRefused(Map.of("sold", 1L), () -> t.gigs.delete(GIG));
    assertRefused(Map.of("tickets", 1L), () -> t.fans.delete("ann"));
    assertRefused(Map.of("sold", 1L), () -> t.asyncGigs.delete(GIG).join());
    assertRefused(Map.of("tickets", 1L), () -> t.asyncFans.delete("ann").join());
    assertBatchRefused(() -> t.gigs.deleteAll(List.of(GIG)));
    assertBatchRefused(() -> t.fans.deleteAll(List.of("ann")));
    assertBatchRefused(() -> t.asyncGigs.deleteAll(List.of(GIG)).join());
    assertBatchRefused(() -> t.asyncFans.deleteAll(List.of("ann")).join());
    assertThrows(
        TransactionFailedException.class,
        () -> Transaction.write(t.client).delete(t.gigs, GIG).run());
    assertThrows(
        TransactionFailedException.class,
        () -> Transaction.write(t.client).delete(t.fans, "ann").run());
    assertInstanceOf(
        TransactionFailedException.class,
        failure(() -> Transaction.write(t.asyncClient).delete(t.asyncGigs, GIG).run()));
    assertNothingDeleted();
  }

  @Test
  void onceTheEdgeIsGoneTheVersionStillGuardsTheDelete() {
    Gig stale = t.gigs.get(GIG).orElseThrow();
    t.gigs.save(stale); // stores version 2
    assertTrue(t.tickets.delete("ann", GIG));
    VersionConflictException conflict =
        assertThrows(VersionConflictException.class, () -> t.gigs.delete(stale));
    assertEquals(1, conflict.expectedVersion());
    Gig current = t.gigs.get(GIG).orElseThrow();
    assertEquals(0, current.sold());
    assertTrue(t.gigs.delete(current));
    assertFalse(t.gigs.delete(current), "absent: nothing to delete");
    Fan fan = t.fans.get("ann").orElseThrow();
    assertTrue(t.asyncFans.delete(fan).join());
    assertEquals(0, t.client.scan(ScanRequest.builder().tableName(t.table).build()).count());
  }

  private void assertRefused(Map<String, Long> counting, Executable delete) {
    Throwable thrown = assertThrows(Throwable.class, delete);
    NodeHasEdgesException refused = assertInstanceOf(NodeHasEdgesException.class, unwrap(thrown));
    assertEquals(counting, refused.counters());
  }

  private void assertBatchRefused(Executable deleteAll) {
    Throwable thrown = unwrap(assertThrows(Throwable.class, deleteAll));
    BatchWriteException batch = assertInstanceOf(BatchWriteException.class, thrown);
    assertInstanceOf(NodeHasEdgesException.class, batch.getCause());
  }

  private static Throwable failure(Supplier<CompletableFuture<Void>> run) {
    return unwrap(assertThrows(CompletionException.class, () -> run.get().join()));
  }

  private static Throwable unwrap(Throwable thrown) {
    return thrown instanceof CompletionException && thrown.getCause() != null
        ? thrown.getCause()
        : thrown;
  }

  /** The gig, the fan, the ticket and both counts are as the sale left them. */
  private void assertNothingDeleted() {
    assertEquals(1, t.gigs.get(GIG).orElseThrow().sold());
    assertEquals(1, t.fans.get("ann").orElseThrow().tickets());
    assertTrue(t.tickets.exists("ann", GIG));
  }
}
