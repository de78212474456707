package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.key;
import static io.edgetable.internal.Fixtures.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.test.LocalDynamoDb;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What ReadCounter adds up from real Query responses: the figures of ShardedPagingTest and of the
 * sharded-paging benchmark are only as right as these.
 */
class ReadCounterTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** 2,000 bytes of data: with "PK" P#big (7 bytes), "SK" S#n (5) and "d" (1), 2,013 per item. */
  private static final String DATA = "x".repeat(2000);

  @Test
  void countsEvaluatedItemsEmptyQueriesAndBilledUnits() {
    DynamoDbClient setup = db.client();
    String table = Fixtures.createTable(setup);
    for (int i = 0; i < 3; i++) {
      Map<String, AttributeValue> small = key("P#small", "S#" + i);
      small.put("status", s(i == 0 ? "open" : "closed"));
      setup.putItem(b -> b.tableName(table).item(small));
      Map<String, AttributeValue> big = key("P#big", "S#" + i);
      big.put("d", s(DATA));
      setup.putItem(b -> b.tableName(table).item(big));
    }

    ReadCounter reads = new ReadCounter();
    try (DynamoDbClient client = db.client(reads)) {
      // Three items evaluated, one returned (about 40 bytes): one unit either way.
      assertEquals(1, client.query(b -> b.tableName(table)
          .keyConditionExpression("PK = :pk")
          .filterExpression("#status = :open")
          .expressionAttributeNames(Map.of("#status", "status"))
          .expressionAttributeValues(Map.of(":pk", s("P#small"), ":open", s("open")))).count());
      // Nothing evaluated: still one unit, and an empty Query.
      assertEquals(0, client.query(b -> b.tableName(table)
          .keyConditionExpression("PK = :pk")
          .expressionAttributeValues(Map.of(":pk", s("P#none")))).count());
      // 3 x 2,013 bytes: two 4 KB units; as three 1 KB items, one.
      assertEquals(3, client.query(b -> b.tableName(table)
          .keyConditionExpression("PK = :pk")
          .expressionAttributeValues(Map.of(":pk", s("P#big")))).count());
    }

    assertEquals(3, reads.queries());
    assertEquals(3 + 0 + 3, reads.scanned());
    assertEquals(1, reads.emptyQueries());
    assertEquals(1 + 1 + 2, reads.units());
    assertEquals(1 + 1 + 1, reads.unitsOfOneKilobyteItems());

    reads.reset();
    assertEquals(0, reads.queries() + reads.scanned() + reads.emptyQueries() + reads.units()
        + reads.unitsOfOneKilobyteItems());
  }
}
