package io.edgetable.internal.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.edgetable.exception.BatchGetException;
import io.edgetable.internal.Withholding;
import io.edgetable.spark.DynamoSettings;
import io.edgetable.spark.model.MemberKeys;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A read the table keeps throttling gives up after {@link BatchSender#ATTEMPTS} sends with the
 * read's own typed error, naming the keys it could not read (against moto, the throttling played
 * by an interceptor that withholds keys and reports them unprocessed).
 */
class BatchSenderTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @Test
  void keysLeftUnreadAreABatchGetExceptionWithThoseKeys() {
    String table = db.createTable(MemberKeys.SCHEMA);
    Map<String, AttributeValue> kept = MemberKeys.key("kept");
    Map<String, AttributeValue> throttled = MemberKeys.key("throttled");
    db.client().putItem(b -> b.tableName(table).item(kept));
    Withholding withholding = new Withholding(throttled::equals);
    BatchSender sender =
        new BatchSender(
            db.client(withholding), table, WriteLimiter.share(DynamoSettings.defaults(), 1));

    BatchGetException e =
        assertThrows(BatchGetException.class, () -> sender.present(List.of(kept, throttled)));

    assertEquals(List.of(throttled), e.unprocessedKeys());
    assertEquals(List.of(kept), e.found());
    assertEquals(BatchSender.ATTEMPTS, withholding.withheld());
  }
}
