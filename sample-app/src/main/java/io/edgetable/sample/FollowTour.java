package io.edgetable.sample;

import io.edgetable.Page;
import io.edgetable.query.EdgeQuery;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * The follow-graph half of the walk-through: a bulk load with putAll, and a celebrity whose
 * followers are spread over the inverse index's 8 shards and read back page by page.
 */
final class FollowTour {
  static final int PAGE_SIZE = 100;

  private final DynamoDbClient client;
  private final String table;
  private final Narrator narrator;
  private final UserDao users;
  private final FollowDao follows;

  FollowTour(DynamoDbClient client, String table, Narrator narrator) {
    this.client = client;
    this.table = table;
    this.narrator = narrator;
    this.users = new UserDao(client, table);
    this.follows = new FollowDao(client, table);
  }

  void run() {
    bulkLoad();
    exists();
    shards();
    pages();
  }

  private void bulkLoad() {
    List<User> everyone = DemoData.users();
    List<Follow> edges = DemoData.follows();
    narrator.step(
        "Bulk load: " + everyone.size() + " users with putAll, then " + edges.size() + " follows");
    Map<String, Long> mark = narrator.mark();
    users.putAll(everyone);
    narrator.say(
        "UserDao.putAll("
            + everyone.size()
            + " users): BatchWriteItem, 25 items per request, unprocessed",
        "items retried with backoff; what still fails is thrown with the items, never dropped.");
    narrator.cost(mark);
    narrator.blank();
    mark = narrator.mark();
    int created = 0;
    for (Follow follow : edges) {
      created += follows.put(follow) ? 1 : 0;
    }
    narrator.say(
        "FollowDao.put x"
            + edges.size()
            + " ("
            + created
            + " created): a follow moves two counters, which a",
        "BatchWriteItem cannot do, so each follow is one TransactWriteItems (FollowDao.putAll"
            + " sends",
        "the same transactions, a few at a time).");
    narrator.cost(mark);
  }

  private void exists() {
    narrator.step("Who follows whom");
    TextTable answers = TextTable.of("question", "exists");
    answers.row("alice follows bob?", follows.exists(DemoData.ALICE, DemoData.BOB));
    answers.row("bob follows alice?", follows.exists(DemoData.BOB, DemoData.ALICE));
    answers.row("alice follows celeb?", follows.exists(DemoData.ALICE, DemoData.CELEBRITY));
    answers.row("celeb follows alice?", follows.exists(DemoData.CELEBRITY, DemoData.ALICE));
    narrator.table(answers);
    narrator.blank();
    narrator.request("alice's follows (forward):", follows.forward(DemoData.ALICE).request());
  }

  private void shards() {
    String celebrity = DemoData.CELEBRITY;
    narrator.step("A celebrity's " + (DemoData.FANS + 2) + " followers across 8 index partitions");
    IndexLag.await(
        () -> follows.inverse(celebrity).count(), users.get(celebrity).orElseThrow().followers());
    narrator.say(
        "Each follow lands in GSI1PK = TARGET#celeb#<shard>, shard = FNV-1a(follower) mod 8,",
        "so no single index partition takes all the writes. Counted here with a plain SDK",
        "Query (Select COUNT) per partition:");
    narrator.blank();
    TextTable table = TextTable.of("shard", "GSI1PK", "followers");
    List<String> partitions = FollowKeys.inversePks(celebrity);
    long total = 0;
    for (int shard = 0; shard < partitions.size(); shard++) {
      long count = countIndexPartition(partitions.get(shard));
      total += count;
      table.row(shard, partitions.get(shard), count);
    }
    table.row("all", "", total);
    narrator.table(table);
  }

  private long countIndexPartition(String partition) {
    long count = 0;
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      var response =
          client.query(
              q ->
                  q.tableName(table)
                      .indexName(FollowKeys.INDEX)
                      .keyConditionExpression("#pk = :pk")
                      .expressionAttributeNames(Map.of("#pk", FollowKeys.INDEX + "PK"))
                      .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partition)))
                      .select(Select.COUNT)
                      .exclusiveStartKey(from));
      count += response.count();
      start =
          response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
              ? response.lastEvaluatedKey()
              : null;
    } while (start != null);
    return count;
  }

  private void pages() {
    String celebrity = DemoData.CELEBRITY;
    narrator.step("Paging the celebrity's followers with cursors");
    EdgeQuery<Follow> followers = follows.inverse(celebrity).limit(PAGE_SIZE);
    narrator.say(
        "follows.inverse(\"celeb\").limit("
            + PAGE_SIZE
            + "): a page sends at most one Query per shard",
        "and merges them in GSI1SK order; the cursor carries which shard holds each follower",
        "read ahead, so later pages ask each shard for exactly its share. page.nextCursor()",
        "resumes with .startAfter(cursor), even in another process. A cursor is opaque and",
        "checked: one from another query is refused.");
    narrator.blank();
    TextTable table = TextTable.of("page", "followers", "first", "last", "nextCursor");
    Optional<String> cursor = Optional.empty();
    int number = 0;
    Map<String, Long> mark = narrator.mark();
    do {
      Page<Follow> page = cursor.map(followers::startAfter).orElse(followers).page();
      List<Follow> items = page.items();
      number++;
      table.row(
          number,
          items.size(),
          items.isEmpty() ? null : items.get(0).follower(),
          items.isEmpty() ? null : items.get(items.size() - 1).follower(),
          page.nextCursor().map(Show::abbreviate).orElse("(none: last page)"));
      cursor = page.nextCursor();
    } while (cursor.isPresent());
    narrator.table(table);
    narrator.cost(mark);
    narrator.blank();
    narrator.request(
        "The first shard's request (the other 7 differ only in :pk):", followers.request());
  }
}
