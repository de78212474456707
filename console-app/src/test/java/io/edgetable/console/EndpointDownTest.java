package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.console.doctor.ModelDoctor;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.model.Model;
import io.edgetable.console.web.ConsoleServer;
import io.edgetable.console.web.ConsoleSettings;
import io.edgetable.sample.DynamoClients;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** With no server at the endpoint, the API says so in one message: 502, never a stack trace. */
class EndpointDownTest {
  @Test
  void aDeadEndpointIsAClearMessage() throws IOException, InterruptedException {
    int port;
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    URI dead = URI.create("http://127.0.0.1:" + port);
    DynamoDbClient client = DynamoClients.forEndpoint(dead);
    ConsoleServer server =
        ConsoleServer.start(
            client,
            Model.none(),
            new ModelDoctor(client, Model.none()),
            new ConsoleSettings("127.0.0.1", 0, false, "anything", dead.toString()));
    try {
      HttpResponse<String> response =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(
                          URI.create("http://127.0.0.1:" + server.port() + "/api/tables"))
                      .header("X-EdgeTable-Token", server.token())
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertEquals(502, response.statusCode(), response.body());
      JsonNode error = Jsons.parse(response.body());
      assertTrue(error.get("error").asText().startsWith("cannot reach the DynamoDB endpoint"));
      assertFalse(response.body().contains("\tat "));
    } finally {
      server.close();
      client.close();
    }
  }
}
