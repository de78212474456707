package io.edgetable.sample.tickets;

import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
import java.math.BigDecimal;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A fresh table of the ticketing model and the DAOs on it, sync and async, whose clients count
 * every request they send.
 */
final class Tickets {
  final RequestCounter requests = new RequestCounter();
  final String table;
  final DynamoDbClient client;
  final DynamoDbAsyncClient asyncClient;
  final GigDao gigs;
  final FanDao fans;
  final TicketDao tickets;
  final GigAsyncDao asyncGigs;
  final FanAsyncDao asyncFans;
  final TicketAsyncDao asyncTickets;

  Tickets(LocalDynamoDb db) {
    this(db, db.createTable(GigKeys.SCHEMA, FanKeys.SCHEMA, TicketKeys.SCHEMA));
  }

  /** The DAOs on {@code table}, which may not exist. */
  Tickets(LocalDynamoDb db, String table) {
    this.table = table;
    client = db.client(requests);
    asyncClient = db.asyncClient(requests);
    gigs = new GigDao(client, table);
    fans = new FanDao(client, table);
    tickets = new TicketDao(client, table);
    asyncGigs = new GigAsyncDao(asyncClient, table);
    asyncFans = new FanAsyncDao(asyncClient, table);
    asyncTickets = new TicketAsyncDao(asyncClient, table);
  }

  static Gig gig(String id) {
    return new Gig(new GigId(id), "Gig " + id, new BigDecimal("45.50"), 0, 0);
  }

  static Fan fan(String id) {
    return new Fan(id, "Fan " + id, 0, 0);
  }
}
