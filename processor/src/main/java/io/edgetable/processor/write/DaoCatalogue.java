package io.edgetable.processor.write;

import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.NodeModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Which operations the DAOs of each kind of record have, in the order they are written. Each line
 * pairs an operation of a family ({@link ReadOperations}, {@link WriteOperations}, {@link
 * BatchOperations}, {@link QueryOperations}, {@link InverseOperations}, {@link CounterOperations}:
 * parameters, result, the runtime call) with its Javadoc ({@link ReadDocs}, {@link WriteDocs},
 * {@link BatchDocs}, {@link QueryDocs}, {@link InverseDocs}, {@link NodeDeleteText}). A new
 * operation is one method in a family, one in its docs, and one line here; {@link DaoWriter}
 * renders it into both {@code FooDao} and {@code FooAsyncDao}.
 */
final class DaoCatalogue {
  private DaoCatalogue() {}

  /**
   * A node's DAO: put, save, get, exists, delete, update, the batches, {@code collection(id)} over
   * the edges stored in its partition, and {@code deleteWithEdges(id)} over the {@code linked} edge
   * kinds (those from or to the node, in its package), if any.
   */
  static DaoDescription node(
      CollectionModel collection, List<EdgeModel> linked, List<EdgeModel> ends) {
    NodeModel node = collection.node();
    DaoSubject subject = DaoSubject.of(node);
    ReadOperations reads = new ReadOperations(subject);
    WriteOperations writes = new WriteOperations(subject);
    BatchOperations batches = new BatchOperations(subject);
    ReadDocs readDocs = new ReadDocs(subject);
    WriteDocs writeDocs = new WriteDocs(subject);
    BatchDocs batchDocs = new BatchDocs(subject);
    boolean versioned = subject.version().isPresent();

    List<DaoOperation> operations = new ArrayList<>();
    operations.add(writes.put(writeDocs.nodePut()));
    operations.add(writes.save(writeDocs.save(node)));
    operations.add(reads.get(readDocs.get()));
    operations.add(reads.exists(readDocs.exists()));
    operations.add(writes.delete(false, writeDocs.nodeDelete(node)));
    if (versioned) {
      operations.add(writes.deleteRecord(writeDocs.nodeDeleteRecord(node)));
    }
    operations.add(writes.update(false, writeDocs.update(false)));
    operations.add(writes.update(true, writeDocs.update(true)));
    operations.add(batches.putAll(false, batchDocs.nodePutAll(node)));
    operations.add(batches.deleteAll(false, batchDocs.nodeDeleteAll(node)));
    operations.add(batches.getAll(batchDocs.getAll()));
    operations.add(reads.collection(collection, readDocs.collection(collection)));
    if (!linked.isEmpty()) {
      operations.add(
          new CounterOperations(subject)
              .deleteWithEdges(
                  node, linked, new NodeDeleteText(node, subject).deleteWithEdges(linked)));
    }
    return new DaoDescription(
        node.name(),
        subject.record(),
        "node",
        DaoNames.idType(node.id()).box(),
        RecordTypeCode.nodeTypeName(node),
        RecordTypeCode.node(node),
        operations,
        List.of(reads.collectionOf(collection)),
        collection.edges().stream().map(EdgeModel::name).toList(),
        IdLimitDocs.node(node, ends));
  }

  /**
   * An edge's DAO: put, replace, get, exists, delete, update, forward, inverse (with an inverse
   * index), and the batches; with counters, put, delete and the batches are transactions. {@code
   * sharedIndex}: another edge kind of the package sorts the same inverse index.
   */
  static DaoDescription edge(EdgeModel edge, boolean sharedIndex) {
    DaoSubject subject = DaoSubject.of(edge);
    ReadOperations reads = new ReadOperations(subject);
    WriteOperations writes = new WriteOperations(subject);
    BatchOperations batches = new BatchOperations(subject);
    QueryOperations queries = new QueryOperations(subject);
    ReadDocs readDocs = new ReadDocs(subject);
    WriteDocs writeDocs = new WriteDocs(subject);
    BatchDocs batchDocs = new BatchDocs(subject);
    EdgeWriteText text = new EdgeWriteText(edge, subject);
    boolean counted = edge.counted();

    List<DaoOperation> operations = new ArrayList<>();
    operations.add(writes.put(writeDocs.edgePut(text)));
    operations.add(writes.replace(false, writeDocs.replace(false)));
    operations.add(writes.replace(true, writeDocs.replace(true)));
    operations.add(reads.get(readDocs.get()));
    operations.add(reads.exists(readDocs.exists()));
    operations.add(writes.delete(false, writeDocs.edgeDelete(text, false)));
    operations.add(writes.delete(true, writeDocs.edgeDelete(text, true)));
    if (subject.version().isPresent()) {
      operations.add(writes.deleteRecord(writeDocs.edgeDeleteRecord(text)));
    }
    operations.add(writes.update(false, writeDocs.update(false)));
    operations.add(writes.update(true, writeDocs.update(true)));
    operations.add(queries.forward(edge, QueryDocs.forward(edge)));
    edge.inverse()
        .ifPresentOrElse(
            index ->
                operations.addAll(
                    new InverseOperations(subject, edge, index, sharedIndex)
                        .all(queries.inverse(edge, index, QueryDocs.inverse(edge, index)))),
            () -> operations.add(queries.noInverse(edge, QueryDocs.noInverse(edge))));
    operations.add(batches.putAll(counted, batchDocs.edgePutAll(text, counted)));
    operations.add(batches.deleteAll(counted, batchDocs.edgeDeleteAll(text, counted)));
    operations.add(batches.getAll(batchDocs.getAll()));
    return new DaoDescription(
        edge.name(),
        subject.record(),
        "edge",
        DaoSubject.edgeKey(edge),
        RecordTypeCode.edgeTypeName(edge),
        RecordTypeCode.edge(edge),
        operations,
        List.of(),
        List.of(edge.source().name(), edge.target().name()),
        IdLimitDocs.edge(edge));
  }
}
