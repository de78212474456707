package io.edgetable.it.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.InvalidKeyException;
import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A node is refused at its write when its id fits its own keys but not the keys of an edge it is
 * an end of (the limit its DAO's Javadoc states), before anything is sent; the longest id the
 * Javadoc allows works for the node and its edges.
 */
class IdLengthLimitTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** What {@code EventDao}'s and {@code AttendeeDao}'s Javadoc state: 1024 - "TICKETS#EVT#". */
  private static final int LIMIT = 1012;

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;
  private String table;
  private EventDao events;
  private AttendeeDao attendees;
  private TicketDao tickets;

  @BeforeEach
  void createTable() {
    client = db.client(requests);
    table = db.createTable(EventKeys.SCHEMA, AttendeeKeys.SCHEMA, TicketKeys.SCHEMA);
    events = new EventDao(client, table);
    attendees = new AttendeeDao(client, table);
    tickets = new TicketDao(client, table);
    requests.reset();
  }

  @AfterEach
  void close() {
    client.close();
  }

  /** {@code call} throws InvalidKeyException naming the limit and the edge, having sent nothing. */
  private InvalidKeyException refusedUnsent(Executable call) {
    requests.reset();
    InvalidKeyException e = assertThrows(InvalidKeyException.class, call);
    assertEquals(0, requests.total(), "sent " + requests.byOperation());
    return e;
  }

  @Test
  void anEventIdThatNoTicketCouldHoldIsRefusedAtPut() {
    String id = "e".repeat(LIMIT + 1); // fits the node's keys (1020) and counter items (1013)
    InvalidKeyException e = refusedUnsent(() -> events.put(new Event(id, 0)));
    String message = e.getMessage();
    assertTrue(message.contains("over the " + LIMIT), message);
    assertTrue(message.contains("the SK of Ticket edges, TICKETS#EVT#{eventId}"), message);
    assertTrue(message.contains("(1013 chars)"), message);
    assertTrue(message.length() < 400, "the whole id in the message: " + message.length());
    refusedUnsent(() -> events.save(new Event(id, 0)));
    refusedUnsent(() -> events.putAll(List.of(new Event("ok", 0), new Event(id, 0))));
    assertFalse(events.exists(id), "nothing was written");
  }

  @Test
  void anAttendeeIdThatNoTicketsIndexKeyCouldHoldIsRefusedAtPut() {
    String name = "a".repeat(LIMIT + 1);
    InvalidKeyException e = refusedUnsent(() -> attendees.put(new Attendee(name)));
    assertTrue(e.getMessage().contains("the GSI1SK of Ticket edges"), e.getMessage());
  }

  @Test
  void theLongestIdsTheJavadocAllowsHoldANodeAndItsEdges() {
    String event = "e".repeat(LIMIT);
    String name = "a".repeat(LIMIT);
    assertTrue(events.put(new Event(event, 0)));
    assertTrue(attendees.put(new Attendee(name)));
    tickets.put(new Ticket(name, event));
    assertEquals(1, events.get(event).orElseThrow().sold());
    assertEquals(List.of(new Ticket(name, event)), tickets.inverse(event).all());
  }

  @Test
  void escapedCharactersCountAsStored() {
    // '#' is stored as %23: 337 of them take 1011 bytes, 338 take 1014.
    assertTrue(events.put(new Event("#".repeat(337), 0)));
    tickets.put(new Ticket("ada", "#".repeat(337)));
    assertEquals(1, events.get("#".repeat(337)).orElseThrow().sold());
    InvalidKeyException e = refusedUnsent(() -> events.put(new Event("#".repeat(338), 0)));
    assertTrue(e.getMessage().contains("is 1014 bytes"), e.getMessage());
  }

  @Test
  void theAsyncDaoFailsItsFutureAndSendsNothing() {
    try (DynamoDbAsyncClient async =
        DynamoDbAsyncClient.builder()
            .endpointOverride(db.endpoint())
            .region(Region.US_EAST_1)
            .credentialsProvider(
                StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
            .overrideConfiguration(c -> c.addExecutionInterceptor(requests))
            .build()) {
      EventAsyncDao asyncEvents = new EventAsyncDao(async, table);
      requests.reset();
      CompletionException e =
          assertThrows(
              CompletionException.class,
              () -> asyncEvents.put(new Event("e".repeat(LIMIT + 1), 0)).join());
      assertInstanceOf(InvalidKeyException.class, e.getCause());
      assertEquals(0, requests.total());
    }
  }
}
