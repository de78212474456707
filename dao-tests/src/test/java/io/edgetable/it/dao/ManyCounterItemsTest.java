package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.NodeHasEdgesException;
import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * A counter over 150 counter items: more keys than one BatchGetItem reads (100) and more deletes
 * than one transaction holds (100), so reads and deletes of the node take two requests.
 */
class ManyCounterItemsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @Test
  void aNodeWithMoreThan99CounterItemsIsReadAndDeletedInTwoRequests() {
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = db.client(requests)) {
      String table = db.createTable(ProfileKeys.SCHEMA, VenueKeys.SCHEMA, VisitKeys.SCHEMA);
      ProfileDao profiles = new ProfileDao(client, table);
      VenueDao venues = new VenueDao(client, table);
      VisitDao visits = new VisitDao(client, table);
      venues.put(new Venue("hall", "Hall", 0));
      for (String visitor : List.of("ann", "bob", "cy")) {
        profiles.put(new Profile(visitor, visitor, 0, 0));
        visits.put(new Visit(visitor, "hall"));
      }

      requests.reset();
      assertEquals(Optional.of(new Venue("hall", "Hall", 3)), venues.get("hall"));
      List<BatchGetItemRequest> reads = requests.requests(BatchGetItemRequest.class);
      assertEquals(2, reads.size(), "151 keys: 100, then 51");
      assertEquals(
          List.of(100, 51),
          reads.stream().map(r -> r.requestItems().get(table).keys().size()).toList());
      assertEquals(List.of(new Venue("hall", "Hall", 3)), venues.getAll(List.of("hall")));

      assertThrows(NodeHasEdgesException.class, () -> venues.delete("hall"));
      assertEquals(Optional.of(new Venue("hall", "Hall", 3)), venues.get("hall"));
      for (String visitor : List.of("ann", "bob", "cy")) {
        assertTrue(visits.delete(visitor, "hall"));
      }
      requests.reset();
      assertTrue(venues.delete("hall"));
      List<TransactWriteItemsRequest> deletes = requests.requests(TransactWriteItemsRequest.class);
      assertEquals(
          List.of(100, 51),
          deletes.stream().map(d -> d.transactItems().size()).toList(),
          "100 counter items, then the node with the other 50");
      assertEquals(Optional.empty(), venues.get("hall"));
      for (int shard = 0; shard < 150; shard++) {
        String pk = "VENUE#hall#visits#" + shard;
        assertTrue(StoredCounterItems.read(client, table, pk).isEmpty(), pk);
      }
    }
  }
}
