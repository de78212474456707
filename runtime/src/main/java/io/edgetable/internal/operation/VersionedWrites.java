package io.edgetable.internal.operation;

import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.model.Versions;
import io.edgetable.internal.transaction.Guards;
import io.edgetable.internal.transaction.PlannedAction;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.Transport;

import io.edgetable.internal.transaction.ItemWrite.ExpectedVersion;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The overwrites of a record kind with a {@code @Version} ({@link RecordType#versionAttribute()}):
 * each is one request conditional on the stored version being the record's, and stores the next
 * version; a refused one is read from the item DynamoDB returns with the refusal ({@code
 * ReturnValuesOnConditionCheckFailure = ALL_OLD}), so telling a conflict from an absent item costs
 * no second request. An expired item counts as absent throughout.
 *
 * <ul>
 *   <li>{@link #save}: version 0 writes only where no version is stored (no item, or an expired
 *       one); any other only where the stored version equals it. A refusal is a conflict.
 *   <li>{@link #replace}: only where the item exists and holds the record's version [and the
 *       condition holds]; {@code false} if absent (or the condition failed), a conflict if another
 *       version is stored.
 *   <li>{@link #delete}: as replace, for a delete; a counted edge's is one transaction with its
 *       counter updates.
 *   <li>{@link #putAll}: {@link #save} for each record, concurrently bounded; for a counted edge,
 *       version 0 is a counted create (one transaction) and any other version a save.
 * </ul>
 */
final class VersionedWrites<R, K> {
  private final Transport transport;
  private final String table;
  private final RecordType<R, K> type;
  private final String attribute;

  VersionedWrites(Transport transport, String table, RecordType<R, K> type) {
    this.transport = transport;
    this.table = table;
    this.type = type;
    this.attribute = type.versionAttribute().orElseThrow();
  }

  /** Writes {@code record} with the next version, or fails with a version conflict. */
  CompletableFuture<Void> save(R record) {
    return write(record, next(record)).thenApply(created -> null);
  }

  /**
   * {@link #save} of {@code record} as {@code item} (its {@link #next} item), completing with
   * whether it created the item: a node's is an upsert that never overwrites its counters, an
   * edge's a PutItem.
   */
  private CompletableFuture<Boolean> write(R record, Map<String, AttributeValue> item) {
    long expected = type.versionOf(record);
    Expiry expiry = Expiry.of(type);
    Function<ExpressionWriter, String> guard =
        writer -> Guards.holdsVersion(writer, expiry, attribute, expected);
    AtomicBoolean retried = new AtomicBoolean();
    CompletableFuture<Optional<Map<String, AttributeValue>>> sent =
        type instanceof NodeType<R, K> node
            ? Items.upsertChecked(
                transport,
                table,
                item,
                node.counterAttributes(),
                node.removableAttributes(),
                guard,
                retried)
            : Items.putChecked(transport, table, item, guard, retried);
    K key = type.keyOf(record);
    return sent.thenApply(
        refused -> {
          if (refused.isPresent()
              && !(retried.get() && Versions.holdsWrite(refused.get(), item, preserved()))) {
            throw Versions.conflict(type, key, "save", expected, refused.get());
          }
          // Written; or refused on a retry by exactly what this save writes, with the next
          // version: an earlier attempt, whose response was lost, wrote it.
          return expected == 0;
        });
  }

  /** The attributes a save leaves as stored: a node's counters. */
  private List<String> preserved() {
    return type instanceof NodeType<R, K> node ? node.counterAttributes() : List.of();
  }

  /**
   * Overwrites the stored item only if it holds the record's version [and {@code condition}, may be
   * null]; {@code false} if it is absent or the condition failed. A refusal of the SDK's retry
   * that finds exactly this replace's item, with the next version, met the write of this call's
   * own earlier attempt, whose response was lost: {@code true}, never a conflict with itself.
   */
  CompletableFuture<Boolean> replace(R record, io.edgetable.expression.Condition<R> condition) {
    long expected = type.versionOf(record);
    Map<String, AttributeValue> item = next(record);
    Expiry expiry = Expiry.of(type);
    K key = type.keyOf(record);
    AtomicBoolean retried = new AtomicBoolean();
    return Items.putChecked(
            transport,
            table,
            item,
            writer ->
                Guards.present(writer, expiry, expectedVersion(expected), Guards.listOf(condition)),
            retried)
        .thenApply(
            refused ->
                refused
                    .map(
                        stored ->
                            (retried.get() && Versions.holdsWrite(stored, item, List.of()))
                                || notWritten(key, "replace", expected, stored))
                    .orElse(true));
  }

  /**
   * Deletes the stored item only if it holds the record's version; {@code false} if absent. A
   * counted edge's delete is one transaction with its counter updates, built as a transaction's
   * delete is ({@link RecordWrites#deleteVersion}); a node with counters is deleted as {@code
   * delete(id)} deletes it ({@link NodeDeletes}), only while they count no edge.
   */
  CompletableFuture<Boolean> delete(R record) {
    long expected = type.versionOf(record);
    K key = type.keyOf(record);
    if (type instanceof NodeType<R, K> node && !node.counterAttributes().isEmpty()) {
      // A node that edges count: refused while they do, as delete(id) is, with its counter items.
      return NodeDeletes.delete(
          transport,
          table,
          node,
          type.tableKey(key),
          null,
          expectedVersion(expected),
          stored -> notWritten(key, "delete", expected, stored),
          RetryPolicy.TRANSACTIONS);
    }
    if (!type.counted()) {
      Map<String, AttributeValue> itemKey = type.tableKey(key);
      Expiry expiry = Expiry.of(type);
      return Items.deleteChecked(
              transport,
              table,
              itemKey,
              writer -> Guards.present(writer, expiry, expectedVersion(expected), List.of()))
          .thenApply(
              refused ->
                  refused.map(stored -> notWritten(key, "delete", expected, stored)).orElse(true));
    }
    return CountedWrites.run(
        transport,
        RecordWrites.deleteVersion(0, table, type, record),
        RetryPolicy.TRANSACTIONS,
        stored -> notWritten(key, "delete", expected, stored));
  }

  /**
   * {@link #save} of each record, at most {@link Batches#DEFAULT_CONCURRENCY} at once (a counted
   * edge's creates never two on one node); the records refused or failed are thrown together in one
   * {@link io.edgetable.exception.BatchWriteException}. Completes with how many were created.
   */
  CompletableFuture<Integer> putAll(Collection<R> records) {
    return Batches.putAllEach(
        transport,
        records,
        record -> type.tableKey(type.keyOf(record)),
        this::putAllWrite,
        record ->
            type.counted() && type.versionOf(record) == 0
                ? type.counters(type.keyOf(record))
                : List.of(),
        Batches.DEFAULT_CONCURRENCY);
  }

  /** One record of {@link #putAll}; built (and its input checked) before anything is sent. */
  private Supplier<CompletableFuture<Boolean>> putAllWrite(R record) {
    long expected = type.versionOf(record);
    if (!type.counted() || expected != 0) {
      Map<String, AttributeValue> item = next(record); // now: nothing is sent for a bad batch
      return () -> write(record, item);
    }
    PlannedAction create = RecordWrites.put(0, table, type, record);
    K key = type.keyOf(record);
    return () ->
        CountedWrites.run(
            transport,
            create,
            RetryPolicy.TRANSACTIONS,
            stored -> {
              throw Versions.conflict(type, key, "save", 0, stored);
            });
  }

  /** The item of {@code record} holding the version after its own. */
  private Map<String, AttributeValue> next(R record) {
    return Versions.next(type.itemOf(record), attribute);
  }

  private Optional<ExpectedVersion> expectedVersion(long expected) {
    return Optional.of(new ExpectedVersion(attribute, expected));
  }

  /**
   * A refused replace or delete: {@code false} if no live item was stored (or only the caller's
   * condition failed), a conflict if it holds another version.
   */
  private boolean notWritten(
      K key, String what, long expected, Map<String, AttributeValue> stored) {
    if (stored.isEmpty() || Expiry.of(type).expired(stored)) {
      return false;
    }
    if (!Versions.holds(stored, attribute, expected)) {
      throw Versions.conflict(type, key, what, expected, stored);
    }
    return false;
  }
}
