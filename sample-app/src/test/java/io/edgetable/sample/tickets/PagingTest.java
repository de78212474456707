package io.edgetable.sample.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Page;
import io.edgetable.query.EdgeQuery;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The paging loop a user writes first ({@code cursor = null; do { page =
 * q.startAfter(cursor).page(); ... } while (...)}) works from its first turn, sync and async, and
 * {@link EdgeQuery#pages()} hands out pages lazily: one Query per page pulled.
 */
class PagingTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final GigId GIG = new GigId("gig");

  private Tickets t;
  private final List<String> seats = List.of("A1", "A2", "A3", "A4", "A5");

  @BeforeEach
  void sellFiveTickets() {
    t = new Tickets(db);
    t.gigs.put(Tickets.gig("gig"));
    for (String seat : seats) {
      t.fans.put(Tickets.fan("fan" + seat));
      t.tickets.put(new Ticket("fan" + seat, GIG, seat));
    }
    t.requests.reset();
  }

  @Test
  void startAfterNullIsTheFirstPageSoThePagingLoopWorks() {
    List<String> read = new ArrayList<>();
    String cursor = null;
    do {
      Page<Ticket> page = t.tickets.inverse(GIG).limit(2).startAfter(cursor).page();
      page.items().forEach(ticket -> read.add(ticket.seat()));
      cursor = page.nextCursor().orElse(null);
    } while (cursor != null);
    assertEquals(seats, read);

    List<String> async = new ArrayList<>();
    cursor = null;
    do {
      Page<Ticket> page = t.asyncTickets.inverse(GIG).limit(2).startAfter(cursor).page().join();
      page.items().forEach(ticket -> async.add(ticket.seat()));
      cursor = page.nextCursor().orElse(null);
    } while (cursor != null);
    assertEquals(seats, async);
  }

  @Test
  void pagesAreReadOnePerPagePulled() {
    Stream<Page<Ticket>> pages = t.tickets.inverse(GIG).limit(2).pages();
    assertEquals(0, t.requests.total(), "nothing is sent before a page is pulled");
    Iterator<Page<Ticket>> each = pages.iterator();
    Page<Ticket> first = each.next();
    assertEquals(List.of("A1", "A2"), first.items().stream().map(Ticket::seat).toList());
    assertEquals(Map.of("Query", 1), t.requests.byOperation());
    each.next();
    assertEquals(Map.of("Query", 2), t.requests.byOperation());
    Page<Ticket> last = each.next();
    assertEquals(List.of("A5"), last.items().stream().map(Ticket::seat).toList());
    assertFalse(last.nextCursor().isPresent());
    assertFalse(each.hasNext());
    assertEquals(Map.of("Query", 3), t.requests.byOperation());

    t.requests.reset();
    assertEquals(
        List.of(2, 2, 1),
        t.tickets.inverse(GIG).limit(2).pages().map(page -> page.items().size()).toList());
    assertEquals(Map.of("Query", 3), t.requests.byOperation());
    assertTrue(t.tickets.forward("nobody").pages().allMatch(page -> page.items().isEmpty()));
  }
}
