package io.edgetable.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.internal.spark.ExecutorClients;
import io.edgetable.test.LocalDynamoDb;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.net.URI;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class DynamoSettingsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** Counts the requests of every client that has it. */
  public static final class Requests implements ExecutionInterceptor {
    static final AtomicInteger SENT = new AtomicInteger();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      SENT.incrementAndGet();
    }
  }

  private static final class Hidden implements ExecutionInterceptor {}

  @Test
  void badValuesAreRefusedNamingTheFix() {
    DynamoSettings defaults = DynamoSettings.defaults();
    IllegalArgumentException endpoint = assertThrows(IllegalArgumentException.class,
        () -> defaults.endpoint(URI.create("localhost:8000")));
    assertTrue(endpoint.getMessage().contains("http://localhost:8000"), endpoint.getMessage());
    IllegalArgumentException region =
        assertThrows(IllegalArgumentException.class, () -> defaults.region("Ireland"));
    assertTrue(region.getMessage().contains("'Ireland'"), region.getMessage());
    IllegalArgumentException rate =
        assertThrows(IllegalArgumentException.class, () -> defaults.writeUnitsPerSecond(0));
    assertTrue(rate.getMessage().contains("at least 1, was 0"), rate.getMessage());
    IllegalArgumentException interceptor =
        assertThrows(IllegalArgumentException.class, () -> defaults.interceptor(Hidden.class));
    assertTrue(interceptor.getMessage().contains("public no-argument constructor"),
        interceptor.getMessage());
    assertThrows(IllegalArgumentException.class, () -> defaults.staticCredentials("a", ""));
  }

  @Test
  void settingsSurviveSerializationAndHideTheirCredentials() throws Exception {
    DynamoSettings settings = DynamoSettings.defaults().endpoint(URI.create("http://h:1"))
        .region("eu-west-1").writeUnitsPerSecond(500).staticCredentials("key", "s3cret")
        .interceptor(Requests.class);
    DynamoSettings copy = roundTrip(settings);
    assertEquals(settings, copy);
    assertEquals(settings.hashCode(), copy.hashCode());
    assertEquals(500, copy.writeUnitsPerSecond().getAsInt());
    assertEquals(List.of(Requests.class.getName()), copy.interceptors());
    assertFalse(settings.toString().contains("s3cret"), settings.toString());
    assertNotEquals(settings, settings.writeUnitsPerSecond(501));
    assertTrue(DynamoSettings.defaults().writeUnitsPerSecond().isEmpty());
  }

  @Test
  void anExecutorKeepsOneClientPerSettingsWithItsInterceptors() {
    DynamoSettings settings = local().interceptor(Requests.class);
    DynamoDbClient client = ExecutorClients.of(settings);
    assertSame(client, ExecutorClients.of(roundTrip(settings)));
    int before = Requests.SENT.get();
    client.listTables();
    assertEquals(before + 1, Requests.SENT.get());
  }

  /** Settings reaching the test server. */
  static DynamoSettings local() {
    return DynamoSettings.defaults().endpoint(db.endpoint()).region("us-east-1")
        .staticCredentials("test", "test");
  }

  private static DynamoSettings roundTrip(DynamoSettings settings) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(settings);
      }
      try (ObjectInputStream in =
          new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
        return (DynamoSettings) in.readObject();
      }
    } catch (IOException | ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }
}
