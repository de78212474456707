package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.edgetable.exception.BatchWriteException;
import io.edgetable.EdgeKey;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The counted batch writes of an edge with counters are built by the code of its {@code put} and
 * {@code delete} (which a transaction across DAOs uses too), against moto: {@code putAll} and
 * {@code deleteAll} send for each record the very transaction {@code put} and {@code delete} send,
 * and fail for a record as {@code put} fails for it.
 */
class CountedBatchPathsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private Graph graph;

  @BeforeEach
  void graph() {
    graph = new Graph(db, Access.SYNC);
    graph.students.put(new Student("a91", "Ada", 0));
    graph.courses.put(new Course("math204", "Linear Algebra", 0));
  }

  @AfterEach
  void close() {
    graph.close();
  }

  @Test
  void putAllAndDeleteAllSendWhatPutAndDeleteSend() {
    Enrollment enrollment = new Enrollment("a91", "math204", "A", null);
    EdgeKey<String, String> key = new EdgeKey<>("a91", "math204");
    List<TransactWriteItem> put = sentBy(() -> graph.enrollments.put(enrollment));
    List<TransactWriteItem> delete = sentBy(() -> graph.enrollments.delete("a91", "math204"));
    assertEquals(put, sentBy(() -> assertEquals(1, graph.enrollments.putAll(List.of(enrollment)))));
    assertEquals(delete, sentBy(() -> assertEquals(1, graph.enrollments.deleteAll(List.of(key)))));
    assertEquals(0, graph.students.get("a91").orElseThrow().courseCount());
  }

  @Test
  void aCountedPutAllFailsForARecordAsPutFailsForIt() {
    Enrollment orphan = new Enrollment("a91", "nope", null, null);
    NodeNotFoundException fromPut =
        assertThrows(NodeNotFoundException.class, () -> graph.enrollments.put(orphan));
    BatchWriteException fromPutAll =
        assertThrows(BatchWriteException.class, () -> graph.enrollments.putAll(List.of(orphan)));
    assertEquals(List.of(orphan), fromPutAll.unprocessed());
    NodeNotFoundException cause =
        assertInstanceOf(NodeNotFoundException.class, fromPutAll.getCause());
    assertEquals(fromPut.getMessage(), cause.getMessage());
    assertEquals("CRS#nope", cause.partitionKey());
  }

  /** The actions of the one TransactWriteItems {@code write} sends (its token left out). */
  private List<TransactWriteItem> sentBy(Runnable write) {
    graph.requests.reset();
    write.run();
    assertEquals(Map.of("TransactWriteItems", 1), graph.requests.byOperation());
    return graph.requests.requests(TransactWriteItemsRequest.class).get(0).transactItems();
  }
}
