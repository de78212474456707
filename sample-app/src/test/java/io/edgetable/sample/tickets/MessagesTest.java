package io.edgetable.sample.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.VersionConflictException;
import io.edgetable.test.LocalDynamoDb;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What messages show: a long id cut to its first and last characters with its length and the
 * limit, a typed id as its text, and a number DynamoDB cannot hold refused before sending.
 */
class MessagesTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @Test
  void aTooLongIdIsCutInTheMessageWithItsLengthAndTheLimit() {
    Tickets t = new Tickets(db);
    String id = "start-" + "x".repeat(1_100) + "-end";
    for (Runnable call :
        List.<Runnable>of(
            () -> t.gigs.put(Tickets.gig(id)),
            () -> t.gigs.get(new GigId(id)),
            () -> t.fans.get(id + "y".repeat(2_000)),
            () -> t.tickets.put(new Ticket("ann", new GigId(id), "A1")))) {
      InvalidKeyException e = assertThrows(InvalidKeyException.class, call::run);
      String message = e.getMessage();
      assertTrue(message.length() < 400, message.length() + " characters: " + message);
      assertTrue(message.contains("start-xxx"), message);
      assertTrue(message.contains("-end") || message.contains("yyy"), message);
      assertTrue(message.contains(" bytes"), message);
      assertTrue(message.contains("limit"), message);
    }
    assertEquals(0, t.requests.total());
  }

  @Test
  void aTypedIdPrintsAsItsText() {
    Tickets t = new Tickets(db);
    t.gigs.put(Tickets.gig("gig"));
    Gig stale = t.gigs.get(new GigId("gig")).orElseThrow();
    t.gigs.save(stale);
    VersionConflictException e =
        assertThrows(VersionConflictException.class, () -> t.gigs.save(stale));
    assertTrue(e.getMessage().contains("Gig(gig)"), e::getMessage);
    assertFalse(e.getMessage().contains("GigId["), e::getMessage);
  }

  @Test
  void numbersOutsideDynamoDbsRangeAreRefusedBeforeSending() {
    Tickets t = new Tickets(db);
    for (String price :
        List.of("1e200", "-1e126", "1e-131", "1.00000000000000000000000000000000000001")) {
      Gig gig = new Gig(new GigId("g"), "Gig", new BigDecimal(price), 0, 0);
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> t.gigs.put(gig), price);
      assertTrue(e.getMessage().contains("38 significant digits"), e::getMessage);
      assertThrows(
          IllegalArgumentException.class,
          () -> t.gigs.update(new GigId("g"), GigFields.price.set(new BigDecimal(price))));
    }
    assertEquals(0, t.requests.total());
    for (String price :
        List.of("9.9999999999999999999999999999999999999E+125", "1E-130", "0", "-45.50")) {
      Gig gig = new Gig(new GigId(price), "Gig", new BigDecimal(price), 0, 0);
      assertTrue(t.gigs.put(gig));
      assertEquals(
          0,
          new BigDecimal(price)
              .compareTo(t.gigs.get(new GigId(price)).orElseThrow().price()));
    }
  }
}
