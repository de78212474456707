package io.edgetable.internal.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.spark.DynamoSettings;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class WriteLimiterTest {
  @Test
  void theTotalIsSplitOverTheTasksThatRunAtOnce() {
    DynamoSettings settings = DynamoSettings.defaults().writeUnitsPerSecond(1000);
    assertEquals(250.0, WriteLimiter.share(settings, 4).unitsPerSecond());
    assertEquals(1000.0, WriteLimiter.share(settings, 0).unitsPerSecond());
    assertEquals(0.0, WriteLimiter.share(DynamoSettings.defaults(), 4).unitsPerSecond());
  }

  @Test
  void anItemCostsItsSizeInKilobytesRoundedUp() {
    // "PK" (2) + 1018 bytes, and "SK" (2) + 2 bytes: 1024 bytes, one unit; one byte more, two.
    Map<String, AttributeValue> oneKb = Map.of(
        "PK", AttributeValue.fromS("x".repeat(1018)), "SK", AttributeValue.fromS("ab"));
    Map<String, AttributeValue> more = Map.of(
        "PK", AttributeValue.fromS("x".repeat(1019)), "SK", AttributeValue.fromS("ab"));
    assertEquals(1, WriteLimiter.units(oneKb));
    assertEquals(2, WriteLimiter.units(more));
    assertEquals(1, WriteLimiter.units(Map.of("PK", AttributeValue.fromS("a"))));
  }
}
