package io.edgetable.transaction;

import io.edgetable.expression.UpdateActions;

import io.edgetable.Dao;
import io.edgetable.EdgeKey;
import io.edgetable.ItemMarshaller;
import io.edgetable.Version;

import io.edgetable.exception.TransactionFailedException;
import io.edgetable.transaction.Transaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.edgetable.exception.TransactionFailedException.Failure;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.RequestCounter;
import io.edgetable.internal.TableNames;
import io.edgetable.test.LocalDynamoDb;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The version rules in transactions, on record types that declare a version attribute (built by
 * hand here, as the processor will generate them for {@code @Version}): put writes 1, replace
 * requires the stored version and stores the next, update adds 1, and a mismatch is a failure
 * saying so, with nothing written.
 */
class TransactionVersionTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** A versioned node. */
  record Doc(String id, String title, long version) {}

  /** A versioned edge between two docs, without counters. */
  record Link(String from, String to, String note, long version) {}

  private static final NodeType<Doc, String> DOC =
      new NodeType<>("Doc", new DocMarshaller(), "id", List.of(), List.of("title")) {
        @Override
        protected Map<String, AttributeValue> key(String id) {
          return itemKey("DOC#" + id, "DOC#" + id);
        }

        @Override
        public String keyOf(Doc record) {
          return record.id();
        }

        @Override
        public Optional<String> versionAttribute() {
          return Optional.of("version");
        }
      };

  private static final EdgeType<Link, String, String> LINK =
      new EdgeType<>("Link", new LinkMarshaller(), "from", "to") {
        @Override
        protected Map<String, AttributeValue> key(String from, String to) {
          return itemKey("DOC#" + from, "LINK#DOC#" + to);
        }

        @Override
        public EdgeKey<String, String> keyOf(Link record) {
          return new EdgeKey<>(record.from(), record.to());
        }

        @Override
        public Optional<String> versionAttribute() {
          return Optional.of("version");
        }
      };

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;
  private DynamoDbClient check;
  private Dao<Doc, String> docs;
  private Dao<Link, EdgeKey<String, String>> links;

  @BeforeEach
  void setUp() {
    client = db.client(requests);
    check = db.client();
    String table = TableNames.unique("versions");
    check.createTable(
        b ->
            b.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attribute("PK"), attribute("SK"))
                .keySchema(
                    KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                    KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build()));
    docs = new DocDao(table);
    links = new LinkDao(table);
  }

  @AfterEach
  void closeClient() {
    client.close();
  }

  private Doc doc(String id) {
    Map<String, AttributeValue> item =
        check
            .getItem(g -> g.tableName(docs.tableName()).key(DOC.tableKey(id)).consistentRead(true))
            .item();
    return item == null || item.isEmpty() ? null : DOC.marshaller().fromItem(item);
  }

  private Link link(String from, String to) {
    Map<String, AttributeValue> item =
        check
            .getItem(
                g ->
                    g.tableName(links.tableName())
                        .key(LINK.tableKey(new EdgeKey<>(from, to)))
                        .consistentRead(true))
            .item();
    return item == null || item.isEmpty() ? null : LINK.marshaller().fromItem(item);
  }

  @Test
  void putWritesVersionOneWhateverTheRecordHolds() {
    Transaction.write(client)
        .put(docs, new Doc("d1", "Draft", 7))
        .put(links, new Link("d1", "d2", "see", 3))
        .run();
    assertEquals(new Doc("d1", "Draft", 1), doc("d1"));
    assertEquals(new Link("d1", "d2", "see", 1), link("d1", "d2"));
  }

  @Test
  void replaceRequiresTheStoredVersionAndStoresTheNext() {
    Transaction.write(client)
        .put(docs, new Doc("d1", "Draft", 0))
        .put(links, new Link("d1", "d2", "see", 0))
        .run();
    Transaction.write(client)
        .replace(docs, new Doc("d1", "Final", 1))
        .replace(links, new Link("d1", "d2", "see also", 1))
        .run();
    assertEquals(new Doc("d1", "Final", 2), doc("d1"));
    assertEquals(new Link("d1", "d2", "see also", 2), link("d1", "d2"));

    requests.reset();
    TransactionFailedException e =
        assertThrows(
            TransactionFailedException.class,
            () ->
                Transaction.write(client)
                    .replace(docs, new Doc("d1", "Stale edit", 1))
                    .replace(links, new Link("d1", "d2", "stale", 2))
                    .run());
    assertEquals(
        List.of(
            new Failure(
                0,
                "replace Doc(d1): the version did not match (expected 1, stored 2)",
                "ConditionalCheckFailed")),
        e.failures());
    assertEquals(1, requests.total(), "the stored version comes with the cancellation");
    assertEquals(new Doc("d1", "Final", 2), doc("d1"));
    assertEquals(new Link("d1", "d2", "see also", 2), link("d1", "d2"), "nothing written");

    TransactionFailedException edge =
        assertThrows(
            TransactionFailedException.class,
            () -> Transaction.write(client).replace(links, new Link("d1", "d2", "x", 5)).run());
    assertEquals(
        "replace Link(d1, d2): the version did not match (expected 5, stored 2)",
        edge.failures().get(0).description());
  }

  @Test
  void updateAddsOneOnceEvenWhenTwoUpdatesOfTheItemAreMerged() {
    Transaction.write(client).put(docs, new Doc("d1", "Draft", 0)).run();
    Transaction.write(client).update(docs, "d1", UpdateActions.set("title", "Second")).run();
    assertEquals(new Doc("d1", "Second", 2), doc("d1"));

    requests.reset();
    Transaction.write(client)
        .update(docs, "d1", UpdateActions.set("title", "Third"))
        .update(docs, "d1", UpdateActions.set("note", "merged"))
        .run();
    TransactWriteItemsRequest sent = (TransactWriteItemsRequest) requests.requests().get(0);
    assertEquals(1, sent.transactItems().size());
    assertEquals(
        "SET #n1 = :v0, #n2 = :v1 ADD #n3 :v2",
        sent.transactItems().get(0).update().updateExpression());
    assertEquals(new Doc("d1", "Third", 3), doc("d1"));
  }

  @Test
  void aStaleVersionAmongOtherActionsFailsOnlyThatActionAndWritesNothing() {
    Transaction.write(client)
        .put(docs, new Doc("d1", "Draft", 0))
        .put(docs, new Doc("d2", "Other", 0))
        .run();
    TransactionFailedException e =
        assertThrows(
            TransactionFailedException.class,
            () ->
                Transaction.write(client)
                    .put(docs, new Doc("d3", "New", 0))
                    .update(docs, "d2", UpdateActions.set("title", "Changed"))
                    .replace(docs, new Doc("d1", "Stale", 4))
                    .run());
    assertEquals(1, e.failures().size());
    assertEquals(2, e.failures().get(0).action());
    assertEquals(
        "replace Doc(d1): the version did not match (expected 4, stored 1)",
        e.failures().get(0).description());
    assertEquals(null, doc("d3"));
    assertEquals(new Doc("d2", "Other", 1), doc("d2"));
  }

  private static AttributeDefinition attribute(String name) {
    return AttributeDefinition.builder()
        .attributeName(name)
        .attributeType(ScalarAttributeType.S)
        .build();
  }

  private static Map<String, AttributeValue> itemKey(String pk, String sk) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("PK", AttributeValue.fromS(pk));
    key.put("SK", AttributeValue.fromS(sk));
    return key;
  }

  /** What a generated DAO gives a transaction: its table, and its record type registered. */
  private record DocDao(String tableName) implements Dao<Doc, String> {
    static {
      RecordTypes.register(DocDao.class, DOC);
    }

    @Override
    public String keyOf(Doc record) {
      return DOC.keyOf(record);
    }
  }

  private record LinkDao(String tableName) implements Dao<Link, EdgeKey<String, String>> {
    static {
      RecordTypes.register(LinkDao.class, LINK);
    }

    @Override
    public EdgeKey<String, String> keyOf(Link record) {
      return LINK.keyOf(record);
    }
  }

  private static final class DocMarshaller implements ItemMarshaller<Doc> {
    @Override
    public Map<String, AttributeValue> toItem(Doc doc) {
      Map<String, AttributeValue> item = itemKey("DOC#" + doc.id(), "DOC#" + doc.id());
      if (doc.title() != null) {
        item.put("title", AttributeValue.fromS(doc.title()));
      }
      item.put("version", AttributeValue.fromN(Long.toString(doc.version())));
      return item;
    }

    @Override
    public Doc fromItem(Map<String, AttributeValue> item) {
      AttributeValue title = item.get("title");
      return new Doc(
          item.get("PK").s().substring(4),
          title == null ? null : title.s(),
          Long.parseLong(item.get("version").n()));
    }
  }

  private static final class LinkMarshaller implements ItemMarshaller<Link> {
    @Override
    public Map<String, AttributeValue> toItem(Link link) {
      Map<String, AttributeValue> item = itemKey("DOC#" + link.from(), "LINK#DOC#" + link.to());
      item.put("note", AttributeValue.fromS(link.note()));
      item.put("version", AttributeValue.fromN(Long.toString(link.version())));
      return item;
    }

    @Override
    public Link fromItem(Map<String, AttributeValue> item) {
      return new Link(
          item.get("PK").s().substring(4),
          item.get("SK").s().substring(9),
          item.get("note").s(),
          Long.parseLong(item.get("version").n()));
    }
  }
}
