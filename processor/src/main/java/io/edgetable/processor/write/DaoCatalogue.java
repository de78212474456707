package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import java.util.ArrayList;
import java.util.List;

/**
 * Which base class the DAOs of each kind of record extend, and which operations they add to it, in
 * the order they are written. The base classes of {@code io.edgetable.dao} hold every method that
 * all DAOs of a kind have (put, get, exists, delete, update, the batches, forward); a DAO adds the
 * methods whose signature or request depends on its record: {@code collection(id)} and {@code
 * deleteWithEdges(id)} of a node, the inverse queries of an edge ({@link QueryOperations}, {@link
 * InverseOperations}), and {@code delete(record)} of a versioned record. Each line pairs an
 * operation of a family with its Javadoc; {@link DaoWriter} renders it into both {@code FooDao}
 * and {@code FooAsyncDao}.
 */
final class DaoCatalogue {
  private DaoCatalogue() {}

  /**
   * A node's DAO: {@code NodeDao}, with {@code collection(id)} over the edges stored in its
   * partition, and {@code deleteWithEdges(id)} over the {@code linked} edge kinds (those from or to
   * the node, in its package), if any.
   */
  static DaoDescription node(
      CollectionModel collection, List<EdgeModel> linked, List<EdgeModel> ends) {
    NodeModel node = collection.node();
    DaoSubject subject = DaoSubject.of(node);
    ReadOperations reads = new ReadOperations(subject);

    List<DaoOperation> operations = new ArrayList<>();
    if (subject.version().isPresent()) {
      operations.add(
          new WriteOperations(subject)
              .deleteRecord(new WriteDocs(subject).nodeDeleteRecord(node)));
    }
    operations.add(reads.collection(collection, new ReadDocs(subject).collection(collection)));
    List<MethodSpec> helpers = new ArrayList<>(List.of(reads.collectionOf(collection)));
    if (!linked.isEmpty()) {
      CounterOperations counters = new CounterOperations(subject);
      operations.add(
          counters.deleteWithEdges(
              linked, new NodeDeleteText(node, subject).deleteWithEdges(linked)));
      helpers.add(counters.edgeLinks(node, linked));
    }
    TypeName id = DaoNames.idType(node.id()).box();
    return new DaoDescription(
        node.name(),
        subject.record(),
        RuntimeNames.NODE_DAO,
        RuntimeNames.ASYNC_NODE_DAO,
        List.of(subject.record(), id),
        RecordTypeCode.nodeTypeName(node),
        RecordTypeCode.node(node),
        operations,
        helpers,
        collection.edges().stream().map(EdgeModel::name).toList(),
        DaoClassDoc.node(
            node,
            subject,
            RuntimeNames.NODE_DAO.simpleName(),
            IdLimitDocs.node(node, ends)));
  }

  /**
   * An edge's DAO: {@code CountedEdgeDao} or {@code UncountedEdgeDao}, with its inverse queries
   * (a refused {@code inverse} without an inverse index). {@code sharedIndex}: another edge kind
   * of the package sorts the same inverse index.
   */
  static DaoDescription edge(EdgeModel edge, boolean sharedIndex) {
    DaoSubject subject = DaoSubject.of(edge);
    QueryOperations queries = new QueryOperations(subject);

    List<DaoOperation> operations = new ArrayList<>();
    if (subject.version().isPresent()) {
      operations.add(
          new WriteOperations(subject)
              .deleteRecord(
                  new WriteDocs(subject).edgeDeleteRecord(new EdgeWriteText(edge, subject))));
    }
    edge.inverse()
        .ifPresentOrElse(
            index ->
                operations.addAll(
                    new InverseOperations(subject, edge, index, sharedIndex)
                        .all(queries.inverse(edge, index, QueryDocs.inverse(edge, index)))),
            () -> operations.add(queries.noInverse(edge, QueryDocs.noInverse(edge))));
    boolean counted = edge.counted();
    ClassName base = counted ? RuntimeNames.COUNTED_EDGE_DAO : RuntimeNames.UNCOUNTED_EDGE_DAO;
    return new DaoDescription(
        edge.name(),
        subject.record(),
        base,
        counted ? RuntimeNames.ASYNC_COUNTED_EDGE_DAO : RuntimeNames.ASYNC_UNCOUNTED_EDGE_DAO,
        List.of(
            subject.record(),
            subject.keyParameters().get(0).type().box(),
            subject.keyParameters().get(1).type().box()),
        RecordTypeCode.edgeTypeName(edge),
        RecordTypeCode.edge(edge),
        operations,
        List.of(),
        List.of(edge.source().name(), edge.target().name()),
        DaoClassDoc.edge(edge, subject, base.simpleName(), IdLimitDocs.edge(edge)));
  }
}
