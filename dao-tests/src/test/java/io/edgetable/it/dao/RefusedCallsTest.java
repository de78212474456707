package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.edgetable.it.limits.TicketAsyncDao;
import io.edgetable.it.limits.TicketDao;
import io.edgetable.query.InverseHoldsWholeRecords;
import io.edgetable.query.InverseNeedsAnIndex;
import io.edgetable.test.LocalDynamoDb;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A refused member's parameter type has no value, so a call with an id does not compile; the only
 * call that does passes null, and gets the rule and the call to make instead, not a null check.
 * The table does not exist: a request sent would fail with ResourceNotFoundException instead.
 */
class RefusedCallsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final String NO_TABLE = "no-such-table";

  @Test
  @SuppressWarnings("deprecation") // the refused members are deprecated so that IDEs flag them
  void anEdgeWithoutAnIndexRefusesInverse() {
    String rule =
        "Assignment has no inverse index, so its edges can only be read from their source; declare"
            + " inverse = \"GSI1\" on @Edge of Assignment to query them by target, or query"
            + " forward(teamId)";
    AssignmentDao sync = new AssignmentDao(db.client(), NO_TABLE);
    AssignmentAsyncDao async = new AssignmentAsyncDao(db.asyncClient(), NO_TABLE);

    assertRefused(rule, () -> sync.inverse((InverseNeedsAnIndex) null));
    assertRefused(rule, () -> async.inverse((InverseNeedsAnIndex) null));
  }

  @Test
  @SuppressWarnings("deprecation")
  void anIndexProjectingAllRefusesInverseHydrated() {
    String rule =
        "Ticket's inverse index GSI1 projects ALL, so inverse(eventId) returns whole records"
            + " already; inverseHydrated is for KEYS_ONLY and INCLUDE inverse indexes";
    TicketDao sync = new TicketDao(db.client(), NO_TABLE);
    TicketAsyncDao async = new TicketAsyncDao(db.asyncClient(), NO_TABLE);

    assertRefused(rule, () -> sync.inverseHydrated((InverseHoldsWholeRecords) null));
    assertRefused(rule, () -> async.inverseHydrated((InverseHoldsWholeRecords) null));
  }

  private static void assertRefused(String rule, Executable call) {
    assertEquals(rule, assertThrows(UnsupportedOperationException.class, call).getMessage());
  }
}
