package io.edgetable.property;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.EdgeTableException;
import io.edgetable.property.Action.Concurrent;
import io.edgetable.property.Action.Pair;
import io.edgetable.property.Action.Part;
import io.edgetable.test.LocalDynamoDb;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Assume;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;

/**
 * The invariants the DAOs keep in every combination of features (SPEC, fourth release), proved by
 * random chains of DAO actions, each on a fresh table, checked after the chain against an in-memory
 * reference ({@link Reference}) with the doctor as a second oracle ({@link Invariants}).
 *
 * <p>The model covers the feature dimensions pairwise:
 *
 * <pre>
 * edge        ends (ids)                  counters         inverse: projection, shards, sortBy
 * Follow      Person-Person (String)      source, target   GSI1 ALL, 1, none    self; shares GSI1
 * Mentor      Person-Person (String)      target           GSI1 ALL, 4, none    self; @Version
 * Like        Person-Item (String, long)  target, 4 items  GSI2 KEYS_ONLY, 4, none    hydrated
 * Rating      Person-Item (String, long)  source, 4 items  GSI3 INCLUDE, 1, int       hydrated
 * Tagging     Item-Tag (long, int)        none             GSI4 INCLUDE, 4, date      @Ttl
 * Membership  Person-Team (String, typed) source, target   GSI5 ALL, 4, enum          @Version
 * Visit       Team-Item (typed, long)     none             GSI6 KEYS_ONLY, 1, date    hydrated
 * Link        Team-Team (typed)           none             none                       self
 * nodes: Person (String id, @Version, 5 counters, one on 4 items), Item (long, a counter on 4
 *        items), Tag (int, @Ttl, no counter), Team (typed record id, one counter)
 * </pre>
 *
 * <p>Actions: node put (also with a counter that is not 0: refused), save, update (conditional or
 * not), delete, delete(record), deleteWithEdges; edge put, replace, update (of the index's sort
 * component where it has one), delete (by key, conditional, or by versioned record), putAll,
 * deleteAll; transactions mixing edge puts, updates and deletes with node puts, checks, updates and
 * deletes (a node delete beside a write of its counter is refused before sending); about a
 * third through the async DAOs; and groups of actions sent concurrently. Ids come from pools of
 * three, so duplicates, deletes of missing items and edges to deleted nodes are frequent; each
 * action's outcome (value or typed exception) must be the one the reference predicts.
 *
 * <p>Chains per run: {@code property.tries} (system property, default 60); seed fixed. See
 * docs/testing.md for the long run and how a failure becomes a regression test.
 */
class DaoInvariantsPropertyTest {
  static final LocalDynamoDb db = LocalDynamoDb.create();
  private static DynamoDbClient client;
  private static DynamoDbAsyncClient asyncClient;
  private static final ExecutorService threads = Executors.newFixedThreadPool(3);

  private static synchronized void open() {
    if (client == null) {
      client = db.client();
      asyncClient = db.asyncClient();
    }
  }

  @AfterContainer
  static void close() {
    threads.shutdownNow();
  }

  /**
   * With {@code -Dproperty.minutes=N}, chains after the first N minutes are skipped (counted by
   * jqwik as rejected): a long run for a time rather than a number of chains.
   */
  private static final long DEADLINE =
      Long.getLong("property.minutes", 0) > 0
          ? System.nanoTime() + Long.getLong("property.minutes") * 60_000_000_000L
          : Long.MAX_VALUE;

  @Property(seed = "20261207", shrinking = ShrinkingMode.BOUNDED, maxDiscardRatio = 1000)
  void everyChainKeepsTheInvariants(@ForAll("chains") List<Action> chain) {
    Assume.that(System.nanoTime() < DEADLINE);
    open();
    Statistics.label("actions").collect(chain.size() / 5 * 5);
    long start = System.nanoTime();
    String table = db.createTable(Model.SCHEMAS);
    long created = System.nanoTime();
    try {
      run(new Model(client, asyncClient, table), chain,
          outcome -> Statistics.label("outcome").collect(outcome));
    } finally {
      client.deleteTable(DeleteTableRequest.builder().tableName(table).build());
      if (Boolean.getBoolean("property.timing")) {
        System.err.printf("chain of %d: table %d ms, chain %d ms%n", chain.size(),
            (created - start) / 1_000_000, (System.nanoTime() - created) / 1_000_000);
      }
    }
  }

  /**
   * Runs the chain on a fresh table and checks the invariants after it; {@code outcomes} hears
   * each action's kind and outcome (jqwik's statistics).
   */
  static void run(Model model, List<Action> chain, Consumer<String> outcomes) {
    Reference reference = new Reference(model, Instant.now());
    for (Action action : chain) {
      if (action instanceof Concurrent group) {
        concurrently(model, reference, group);
        outcomes.accept("Concurrent");
        continue;
      }
      Step step = action.prepare(model, reference);
      Outcome expected = step.expect().apply(reference);
      Outcome actual = Outcome.of(step.call());
      if (!actual.matches(expected)) {
        throw new AssertionError(
            action + ": expected it " + expected + ", but it " + actual,
            actual.value() instanceof Throwable t ? t : null);
      }
      outcomes.accept(action.getClass().getSimpleName() + " " + brief(actual));
    }
    new Invariants(model, reference, Scope.of(model, chain)).check();
  }

  /** An outcome for the statistics: the value, or the exception's type. */
  private static String brief(Outcome outcome) {
    return outcome.failed() ? outcome.error().getSimpleName() : String.valueOf(outcome.value());
  }

  /**
   * Sends the group's actions at once; each may return anything its DAO documents, or fail with a
   * typed exception (or IllegalArgumentException, refused before sending). The reference then
   * takes what the table holds.
   */
  private static void concurrently(Model model, Reference reference, Concurrent group) {
    List<CompletableFuture<Outcome>> running = new ArrayList<>();
    for (Action action : group.actions()) {
      Step step = action.prepare(model, reference);
      running.add(CompletableFuture.supplyAsync(() -> Outcome.of(step.call()), threads));
    }
    for (int i = 0; i < running.size(); i++) {
      Outcome outcome = running.get(i).join();
      boolean typed =
          !outcome.failed()
              || EdgeTableException.class.isAssignableFrom(outcome.error())
              || outcome.error() == IllegalArgumentException.class;
      assertTrue(typed, group.actions().get(i) + " " + outcome);
    }
    Reference before = Scope.copy(model, reference);
    Stored after = Stored.read(model);
    Scope.of(model, group.actions()).checkUntouched(model, before, after);
    reference.takeFrom(after);
  }

  /**
   * A chain: a few node puts first (so that edges find their ends often), then actions, as many
   * short chains as long ones (up to 30).
   */
  @Provide
  Arbitrary<List<Action>> chains() {
    Arbitrary<Action> single = single();
    Arbitrary<Action> concurrent =
        single.list().ofMinSize(2).ofMaxSize(3).map(actions -> (Action) new Concurrent(actions));
    Arbitrary<List<Action>> nodes =
        Combinators.combine(nodeKind(), pool(), pool(), async())
            .as((kind, id, variant, async) ->
                (Action) new Action.NodePut(kind, id, variant, Choice.Ttl.NONE, false, async))
            .list()
            .ofMaxSize(8)
            .withSizeDistribution(RandomDistribution.uniform());
    Arbitrary<List<Action>> actions =
        Arbitraries.frequencyOf(
                Tuple.of(40, single), Tuple.of(4, transaction()), Tuple.of(1, concurrent))
            .list()
            .ofMinSize(1)
            .ofMaxSize(30)
            .withSizeDistribution(RandomDistribution.uniform());
    return Combinators.combine(nodes, actions)
        .as((first, then) -> {
          List<Action> chain = new ArrayList<>(first);
          chain.addAll(then);
          return chain;
        });
  }

  private static Arbitrary<Integer> pool() {
    return Arbitraries.integers().between(0, 2);
  }

  private static Arbitrary<Boolean> async() {
    return Arbitraries.frequency(Tuple.of(2, false), Tuple.of(1, true));
  }

  private static Arbitrary<Integer> nodeKind() {
    return Arbitraries.integers().between(0, 3);
  }

  private static Arbitrary<Integer> edgeKind() {
    return Arbitraries.integers().between(0, 7);
  }

  private static Arbitrary<Integer> condition() {
    return Arbitraries.frequency(Tuple.of(2, -1), Tuple.of(1, 0), Tuple.of(1, 1));
  }

  private static Arbitrary<Action> single() {
    Arbitrary<Choice.Ttl> ttl = Arbitraries.of(Choice.Ttl.class);
    Arbitrary<Choice.Version> version = Arbitraries.of(Choice.Version.class);
    Arbitrary<Boolean> bad = Arbitraries.frequency(Tuple.of(15, false), Tuple.of(1, true));
    Arbitrary<Action> nodePut =
        Combinators.combine(nodeKind(), pool(), pool(), ttl, bad, async())
            .as(Action.NodePut::new);
    Arbitrary<Action> nodeSave =
        Combinators.combine(nodeKind(), pool(), pool(), version, ttl, async())
            .as(Action.NodeSave::new);
    Arbitrary<Action> nodeUpdate =
        Combinators.combine(nodeKind(), pool(), pool(), condition(), async())
            .as(Action.NodeUpdate::new);
    Arbitrary<Action> nodeDelete =
        Combinators.combine(nodeKind(), pool(), Arbitraries.of(true, false), version, async())
            .as(Action.NodeDelete::new);
    Arbitrary<Action> cascade =
        Combinators.combine(nodeKind(), pool(), async()).as(Action.NodeDeleteWithEdges::new);
    Arbitrary<Action> edgePut =
        Combinators.combine(edgeKind(), pool(), pool(), pool(), ttl, async())
            .as(Action.EdgePut::new);
    Arbitrary<Action> edgeReplace =
        Combinators.combine(edgeKind(), pool(), pool(), pool(), version, condition(), async())
            .as(Action.EdgeReplace::new);
    Arbitrary<Action> edgeUpdate =
        Combinators.combine(edgeKind(), pool(), pool(), pool(), condition(), async())
            .as(Action.EdgeUpdate::new);
    Arbitrary<Action> edgeDelete =
        Combinators.combine(
                edgeKind(), pool(), pool(), condition(), Arbitraries.of(true, false), version,
                async())
            .as(Action.EdgeDelete::new);
    Arbitrary<List<Pair>> pairs =
        Combinators.combine(pool(), pool(), pool())
            .as(Pair::new)
            .list()
            .ofMinSize(1)
            .ofMaxSize(4)
            .uniqueElements(p -> List.of(p.source(), p.target()));
    Arbitrary<Action> putAll =
        Combinators.combine(edgeKind(), pairs, async()).as(Action.EdgePutAll::new);
    Arbitrary<Action> deleteAll =
        Combinators.combine(edgeKind(), pairs, async()).as(Action.EdgeDeleteAll::new);
    return Arbitraries.frequencyOf(
        Tuple.of(10, nodePut),
        Tuple.of(3, nodeSave),
        Tuple.of(2, nodeUpdate),
        Tuple.of(3, nodeDelete),
        Tuple.of(2, cascade),
        Tuple.of(12, edgePut),
        Tuple.of(2, edgeReplace),
        Tuple.of(2, edgeUpdate),
        Tuple.of(4, edgeDelete),
        Tuple.of(2, putAll),
        Tuple.of(2, deleteAll));
  }

  private static Arbitrary<Action> transaction() {
    Arbitrary<Part> part =
        Arbitraries.frequencyOf(
            Tuple.of(4, Combinators.combine(edgeKind(), pool(), pool(), pool())
                .as(Action.PutEdge::new)),
            Tuple.of(2, Combinators.combine(edgeKind(), pool(), pool())
                .as(Action.DeleteEdge::new)),
            Tuple.of(2, Combinators.combine(nodeKind(), pool(), pool()).as(Action.PutNode::new)),
            Tuple.of(1, Combinators.combine(nodeKind(), pool()).as(Action.CheckNode::new)),
            Tuple.of(1, Combinators.combine(nodeKind(), pool(), pool())
                .as(Action.UpdateNode::new)),
            Tuple.of(1, Combinators.combine(edgeKind(), pool(), pool(), pool())
                .as(Action.UpdateEdge::new)),
            Tuple.of(1, Combinators.combine(nodeKind(), pool()).as(Action.DeleteNode::new)));
    return Combinators.combine(
            part.list().ofMinSize(1).ofMaxSize(4).uniqueElements(Part::item), async())
        .as(Action.Tx::new);
  }

}
