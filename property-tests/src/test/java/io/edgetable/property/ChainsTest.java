package io.edgetable.property;

import static io.edgetable.property.Choice.Ttl.NONE;
import static io.edgetable.property.Choice.Ttl.PAST;
import static io.edgetable.property.Choice.Version.CURRENT;
import static io.edgetable.property.Choice.Version.STALE;

import io.edgetable.property.Action.CheckNode;
import io.edgetable.property.Action.EdgeDelete;
import io.edgetable.property.Action.EdgePut;
import io.edgetable.property.Action.EdgePutAll;
import io.edgetable.property.Action.EdgeUpdate;
import io.edgetable.property.Action.NodeDelete;
import io.edgetable.property.Action.NodeDeleteWithEdges;
import io.edgetable.property.Action.NodePut;
import io.edgetable.property.Action.NodeSave;
import io.edgetable.property.Action.Pair;
import io.edgetable.property.Action.PutEdge;
import io.edgetable.property.Action.PutNode;
import io.edgetable.property.Action.Tx;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Chains of the property test written out, each checked as the property checks a generated one:
 * every action's outcome as the reference predicts, then the four invariants. Shrunk failures of
 * the property become tests here (docs/testing.md); the first ones are the feature combinations
 * the model was built for. Kinds and ids are indexes: nodes 0 Person, 1 Item, 2 Tag, 3 Team;
 * edges 0 Follow, 1 Mentor, 2 Like, 3 Rating, 4 Tagging, 5 Membership, 6 Visit, 7 Link; ids 0 to 2
 * of each kind's pool.
 */
class ChainsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static void check(Action... chain) {
    try (DynamoDbClient client = db.client();
        DynamoDbAsyncClient async = db.asyncClient()) {
      DaoInvariantsPropertyTest.run(new Model(client, async, db.createTable(Model.SCHEMAS)),
          List.of(chain), outcome -> {});
    }
  }

  @Test
  void anItemDeletedWithEdgesTakesItsLikesRatingsVisitsAndTaggingsWithItsCounterItems() {
    check(
        new NodePut(0, 0, 0, NONE, false, false),
        new NodePut(0, 2, 0, NONE, false, true),
        new NodePut(1, 0, 0, NONE, false, false),
        new NodePut(3, 1, 0, NONE, false, false),
        new EdgePutAll(2, List.of(new Pair(0, 0, 1), new Pair(2, 0, 0)), false),
        new EdgePut(3, 0, 0, 2, NONE, true),
        new EdgePut(6, 1, 0, 1, NONE, false),
        new EdgePut(4, 0, 1, 0, NONE, false),
        new NodeDelete(1, 0, false, CURRENT, false),
        new NodeDeleteWithEdges(1, 0, true),
        new EdgePut(2, 0, 0, 0, NONE, false));
  }

  @Test
  void aPersonAndTheirFirstFollowOfThemselvesInOneTransactionThenDeletedWithEdges() {
    check(
        new Tx(List.of(new PutNode(0, 1, 0), new PutEdge(0, 1, 1, 1), new PutEdge(5, 1, 2, 0)),
            false),
        new NodePut(3, 2, 0, NONE, false, false),
        new Tx(List.of(new PutEdge(5, 1, 2, 2), new CheckNode(3, 2)), true),
        new EdgeUpdate(5, 1, 2, 1, 0, false),
        new EdgeDelete(5, 1, 2, -1, true, STALE, false),
        new NodeSave(0, 1, 1, STALE, NONE, true),
        new NodeDeleteWithEdges(0, 1, false),
        new NodeDelete(3, 2, false, CURRENT, true));
  }

  /** Shrunk: deleteWithEdges deleted an expired node and said it existed; delete says not. */
  @Test
  void deleteWithEdgesOfAnExpiredNodeFindsItAbsentAsDeleteDoes() {
    check(
        new NodePut(2, 0, 0, PAST, false, false),
        new NodeDeleteWithEdges(2, 0, false));
    check(
        new NodePut(2, 0, 0, PAST, false, false),
        new NodeDelete(2, 0, false, CURRENT, true),
        new NodeDeleteWithEdges(2, 0, true));
  }

  /**
   * Shrunk: three taggings of one tag, of one date, on a sharded inverse ordered by the date; read
   * by the async DAO with pages of 2, one came twice.
   */
  @Test
  void aShardedOrderedInverseWithTiesOnItsSortComponentReturnsEachEdgeOnce() {
    check(
        new EdgePutAll(4, List.of(new Pair(0, 0, 0), new Pair(1, 0, 0), new Pair(2, 0, 0)),
            false));
  }

  @Test
  void deleteWithEdgesOfAnExpiredTagTakesItsExpiredTaggingsToo() {
    check(
        new NodePut(1, 1, 0, NONE, false, false),
        new NodePut(2, 0, 0, NONE, false, false),
        new EdgePut(4, 1, 0, 1, PAST, false),
        new EdgePut(4, 2, 0, 1, NONE, true),
        new NodeDeleteWithEdges(2, 0, false));
  }

  @Test
  void expiredTagsAndTaggingsReadAsAbsentAndArePutOver() {
    check(
        new NodePut(1, 1, 0, NONE, false, false),
        new NodePut(2, 0, 0, PAST, false, false),
        new EdgePut(4, 1, 0, 1, PAST, false),
        new EdgePut(4, 1, 1, 0, NONE, true),
        new NodePut(2, 0, 1, NONE, false, true),
        new EdgePut(4, 1, 0, 0, NONE, false),
        new NodeDeleteWithEdges(2, 1, false));
  }
}
