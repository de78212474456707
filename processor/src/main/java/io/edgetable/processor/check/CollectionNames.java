package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.CollisionMessages;
import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A node's {@code FooCollection} has one list per edge type stored in the node's partition, named
 * after the edge record ({@code follows()} for {@code Follow}); two edges with one simple name
 * keep their outer records' names ({@code post_Likes()} and {@code photo_Likes()}). Two edges whose
 * names agree there too ({@code a.Follow} and {@code b.Follow}, both from {@code User}) would give
 * the collection two lists of one name ({@link CollectionModel#listName}), which does not compile.
 * Nothing else generated for the node is named after its edges: the DAO names their classes, which
 * JavaPoet qualifies, and mentions their names only in Javadoc and messages.
 *
 * <p>Reported on the newer record of the pair ({@link DeclarationOrder}), or on both when the
 * compilation does not tell.
 */
final class CollectionNames {
  private final Diagnostics diagnostics;
  private final DeclarationOrder order;

  CollectionNames(Diagnostics diagnostics, DeclarationOrder order) {
    this.diagnostics = diagnostics;
    this.order = order;
  }

  void check(ProcessorModel model) {
    for (CollectionModel collection : model.collections()) {
      check(collection);
    }
  }

  private void check(CollectionModel collection) {
    Set<RecordName> reported = new HashSet<>(); // one clash per record is enough to act on
    List<EdgeModel> edges = collection.edges();
    for (int later = 0; later < edges.size(); later++) {
      EdgeModel subject = edges.get(later);
      String list = collection.listName(subject);
      for (int earlier = 0; earlier < later; earlier++) {
        EdgeModel other = edges.get(earlier);
        if (!list.equals(collection.listName(other))) {
          continue;
        }
        Optional<RecordName> newer =
            order.newer(
                new DeclarationOrder.Declared(subject.name(), true),
                new DeclarationOrder.Declared(other.name(), true));
        for (RecordName[] pair :
            new RecordName[][] {{subject.name(), other.name()}, {other.name(), subject.name()}}) {
          if (newer.map(pair[0]::equals).orElse(true) && reported.add(pair[0])) {
            report(collection, pair[0], pair[1], list);
          }
        }
      }
    }
  }

  private void report(CollectionModel collection, RecordName at, RecordName other, String list) {
    RecordName node = collection.node().name();
    diagnostics.errorOnRecord(
        at,
        CollisionMessages.collectionNameClash(
            at.qualifiedName(),
            other.qualifiedName(),
            node.qualifiedName(),
            node.qualifiedGenerated(GeneratedClass.COLLECTION),
            list));
  }
}
