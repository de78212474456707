package io.edgetable.sample.tickets;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.BatchGetException;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A server that refuses connections is a failure that waiting will not clear: a read of a node
 * with counter items and a batch read (BatchGetItem) fail with the SDK's connection error, as a
 * GetItem does, not with keys "to retry later".
 */
class UnreachableServerTest {
  private static final GigId GIG = new GigId("gig");

  @Test
  void aServerThatRefusesConnectionsIsNotReportedAsKeysToRetry() throws IOException {
    URI closed;
    try (ServerSocket socket = new ServerSocket(0)) {
      closed = URI.create("http://127.0.0.1:" + socket.getLocalPort());
    }
    try (DynamoDbClient down =
        DynamoDbClient.builder()
            .endpointOverride(closed)
            .region(Region.US_EAST_1)
            .credentialsProvider(
                StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
            .build()) {
      GigDao gigs = new GigDao(down, "gigs");
      FanDao fans = new FanDao(down, "gigs");
      Throwable get = assertThrows(RuntimeException.class, () -> gigs.get(GIG));
      assertFalse(get instanceof BatchGetException, get::toString);
      assertInstanceOf(SdkClientException.class, get);
      assertTrue(get.getMessage().contains("Unable to execute HTTP request"), get::getMessage);
      Throwable getAll = assertThrows(RuntimeException.class, () -> fans.getAll(List.of("a")));
      assertInstanceOf(SdkClientException.class, getAll);
    }
  }
}
