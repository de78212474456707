package io.edgetable.hosting;

import static io.edgetable.hosting.Hosting.dev;
import static io.edgetable.hosting.Hosting.repo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.IndexNotFoundException;
import io.edgetable.exception.TableNotFoundException;
import io.edgetable.test.LocalDynamoDb;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A table created before its edges had inverse indexes: every query of a missing index names the
 * table and the index with the key schema and projection the model needs, as {@link
 * IndexNotFoundException}; a missing table is still a {@link TableNotFoundException}.
 */
class MissingIndexTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @Test
  void everyQueryOfAMissingIndexNamesTheIndexAsTheModelNeedsIt() {
    String table = db.createTable(DeveloperKeys.SCHEMA, RepoKeys.SCHEMA); // no index at all
    try (DynamoDbClient client = db.client();
        DynamoDbAsyncClient async = db.asyncClient()) {
      ContributesDao contributions = new ContributesDao(client, table);
      StarDao stars = new StarDao(client, table);
      RepoDao repos = new RepoDao(client, table);
      repos.put(new Repo(repo("ada/engine"), "An engine", 0, 0));

      Map<String, Executable> gsi3 = new LinkedHashMap<>();
      gsi3.put("inverse", () -> contributions.inverse(repo("ada/engine")).all());
      gsi3.put("count", () -> contributions.inverse(repo("ada/engine")).count());
      gsi3.put("hydrated", () -> contributions.inverseHydrated(repo("ada/engine")).page());
      gsi3.put("deleteWithEdges", () -> repos.deleteWithEdges(repo("ada/engine")));
      gsi3.put(
          "async",
          () -> new ContributesAsyncDao(async, table).inverse(repo("ada/engine")).all().join());
      gsi3.forEach(
          (name, call) -> {
            IndexNotFoundException e = missingIndex(call, name);
            assertEquals(table, e.tableName(), name);
            assertEquals("GSI3", e.indexName(), name);
            String message = e.getMessage();
            assertTrue(message.startsWith("Table " + table + " at endpoint "), message);
            assertTrue(message.contains(" has no index GSI3; nothing was read"), message);
            assertTrue(
                message.contains(
                    "The model needs it as: key HASH GSI3PK (S), RANGE since (S), GSI3SK (S),"
                        + " projection INCLUDE [role]."),
                message);
            assertFalse(message.contains("does not exist"), message);
          });
      assertTrue(repos.exists(repo("ada/engine")), "deleteWithEdges deleted nothing");

      IndexNotFoundException sharded =
          missingIndex(() -> stars.inverse(repo("ada/engine")).all(), "stars");
      assertTrue(
          sharded.getMessage().contains("key HASH GSI2PK (S), RANGE GSI2SK (S), projection ALL."),
          sharded.getMessage());
    }
  }

  @Test
  void aMissingTableIsStillTableNotFound() {
    try (DynamoDbClient client = db.client()) {
      TableNotFoundException e =
          assertThrows(
              TableNotFoundException.class,
              () -> new ContributesDao(client, "no-such-table").inverse(repo("x")).all());
      assertFalse(e.getMessage().contains("index"), e.getMessage());
      assertThrows(
          TableNotFoundException.class,
          () -> new DeveloperDao(client, "no-such-table").get(dev("ada")));
    }
  }

  private static IndexNotFoundException missingIndex(Executable call, String name) {
    Throwable thrown = assertThrows(Throwable.class, call, name);
    Throwable cause = thrown instanceof CompletionException ? thrown.getCause() : thrown;
    return assertInstanceOf(IndexNotFoundException.class, cause, name);
  }
}
