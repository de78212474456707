package io.edgetable.sample.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.exception.TableNotFoundException;
import io.edgetable.test.LocalDynamoDb;
import io.edgetable.transaction.Transaction;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;

/**
 * A table that does not exist fails every operation, sync and async, with {@link
 * TableNotFoundException} naming the table, where it was looked for and how to create it.
 */
class MissingTableTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final GigId GIG = new GigId("gig");

  @Test
  void everyOperationOnAMissingTableNamesItAndSaysHowToCreateIt() {
    Tickets t = new Tickets(db, "no-such-table");
    Map<String, Executable> calls = new LinkedHashMap<>();
    calls.put("get", () -> t.gigs.get(GIG));
    calls.put("get (GetItem)", () -> t.fans.get("ann"));
    calls.put("exists", () -> t.fans.exists("ann"));
    calls.put("put", () -> t.fans.put(Tickets.fan("ann")));
    calls.put("put (transaction)", () -> t.tickets.put(new Ticket("ann", GIG, "A1")));
    calls.put("save", () -> t.fans.save(Tickets.fan("ann")));
    calls.put("update", () -> t.fans.update("ann", FanFields.name.set("Ann")));
    calls.put("delete", () -> t.fans.delete("ann"));
    calls.put("delete (sharded)", () -> t.gigs.delete(GIG));
    calls.put("delete (record)", () -> t.fans.delete(new Fan("ann", "Ann", 1, 0)));
    calls.put("delete (edge)", () -> t.tickets.delete("ann", GIG));
    calls.put("getAll", () -> t.fans.getAll(List.of("ann", "bob")));
    calls.put("putAll", () -> t.fans.putAll(List.of(Tickets.fan("ann"))));
    calls.put("deleteAll", () -> t.tickets.deleteAll(List.of(new EdgeKey<>("ann", GIG))));
    calls.put("forward", () -> t.tickets.forward("ann").all());
    calls.put("inverse", () -> t.tickets.inverse(GIG).page());
    calls.put("collection", () -> t.gigs.collection(GIG));
    calls.put(
        "transaction",
        () -> Transaction.write(t.client).put(t.fans, Tickets.fan("ann")).run());
    calls.put("async get", () -> t.asyncGigs.get(GIG).join());
    calls.put("async put", () -> t.asyncFans.put(Tickets.fan("ann")).join());
    calls.put("async getAll", () -> t.asyncGigs.getAll(List.of(GIG)).join());
    calls.put("async putAll", () -> t.asyncTickets.putAll(List.of(new Ticket("a", GIG, "1")))
        .join());
    calls.put("async query", () -> t.asyncTickets.forward("ann").all().join());
    calls.put(
        "async transaction",
        () -> Transaction.write(t.asyncClient).delete(t.asyncFans, "ann").run().join());
    calls.forEach(
        (name, call) -> {
          Throwable thrown = assertThrows(Throwable.class, call, name);
          Throwable cause = thrown instanceof CompletionException ? thrown.getCause() : thrown;
          Throwable missing =
              cause instanceof TableNotFoundException ? cause : cause.getCause();
          TableNotFoundException e =
              assertInstanceOf(TableNotFoundException.class, missing, name + ": " + cause);
          assertEquals("no-such-table", e.tableName(), name);
          String message = e.getMessage();
          assertTrue(message.startsWith("Table no-such-table does not exist at "), message);
          assertTrue(message.contains(db.endpoint().toString()), message);
          assertTrue(message.contains("createIfMissing"), message);
        });
  }
}
