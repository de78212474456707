package io.edgetable.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.Page;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.query.EdgeQuery;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The four invariants, checked after a chain against the reference, with the doctor as a second
 * oracle: counters equal edges, every edge is found by every read that should find it (and a
 * deleted one by none), the doctor finds only the dangling edges the chain left (an end that is
 * not counted is not checked to exist), and what the table holds is what the reference holds (so
 * no failed write changed anything).
 */
final class Invariants {
  /** Page size of the paged reads: small, so that merged paging across shards is exercised. */
  static final int PAGE = 2;

  private final Model model;
  private final Reference reference;
  private final Scope named;

  /** {@code named}: the items the chain's actions named, whose absence exists must confirm. */
  Invariants(Model model, Reference reference, Scope named) {
    this.model = model;
    this.reference = reference;
    this.named = named;
  }

  void check() {
    Stored stored = Stored.read(model);
    tableHoldsTheReference(stored);
    countersEqualEdges(stored);
    for (NodeKind<?, ?> kind : model.nodes) {
      nodesRead(kind);
    }
    for (EdgeKind<?, ?, ?> kind : model.edges) {
      edgesFound(kind);
    }
    doctorFindsOnlyDanglingEdges();
  }

  /** Invariant 4's witness: the table holds exactly what the reference predicts. */
  private void tableHoldsTheReference(Stored stored) {
    for (NodeKind<?, ?> kind : model.nodes) {
      assertEquals(
          dataOf(kind, reference.nodes(kind)), dataOf(kind, stored.nodes.get(kind)),
          kind + " items");
    }
    for (EdgeKind<?, ?, ?> kind : model.edges) {
      assertEquals(reference.edges(kind), stored.edges.get(kind), kind + " items");
    }
  }

  private static <N> Map<Object, Object> dataOf(NodeKind<N, ?> kind, Map<Object, Object> nodes) {
    Map<Object, Object> data = new java.util.HashMap<>();
    nodes.forEach((id, record) -> data.put(id, kind.data(kind.cast(record))));
    return data;
  }

  /** Invariant 1: node value plus counter items, and no counter item without its node. */
  private void countersEqualEdges(Stored stored) {
    for (String node : stored.counterItems.keySet()) {
      assertTrue(stored.nodePks.containsKey(node), "counter items of a missing node " + node
          + ": " + stored.counterItems.get(node));
    }
    for (NodeKind<?, ?> kind : model.nodes) {
      for (Object id : stored.nodes.get(kind).keySet()) {
        for (String counter : kind.counters) {
          assertEquals(reference.counter(kind, id, counter), stored.counter(kind, id, counter),
              kind + "(" + id + ")." + counter + " as stored");
        }
      }
    }
  }

  /** get, exists and getAll of every id of the pool; counters as the DAO adds them up. */
  private <N, K> void nodesRead(NodeKind<N, K> kind) {
    List<N> expected = new ArrayList<>();
    for (K id : kind.pool) {
      N live = reference.liveNode(kind, id);
      Optional<N> got = kind.dao.get(id);
      assertEquals(live != null, got.isPresent(), kind + "(" + id + ") get");
      assertEquals(live != null, kind.dao.exists(id), kind + "(" + id + ") exists");
      if (live != null) {
        N node = got.orElseThrow();
        assertEquals(kind.data(live), kind.data(node), kind + "(" + id + ") get");
        for (String counter : kind.counters) {
          assertEquals(reference.counter(kind, id, counter), kind.counter(node, counter),
              kind + "(" + id + ")." + counter + " read by get");
        }
        expected.add(node);
      }
    }
    assertEquals(expected, kind.async.getAll(kind.pool).join(), kind + " getAll (async)");
  }

  /** Invariant 2: forward, inverse, hydrated inverse, exists and getAll. */
  private <R, S, T> void edgesFound(EdgeKind<R, S, T> kind) {
    List<EdgeKey<S, T>> everyKey = new ArrayList<>();
    List<R> live = new ArrayList<>();
    for (S s : kind.source.pool) {
      List<R> from = new ArrayList<>();
      for (T t : kind.target.pool) {
        EdgeKey<S, T> key = new EdgeKey<>(s, t);
        everyKey.add(key);
        R edge = reference.liveEdge(kind, key);
        if (edge != null) {
          from.add(edge);
          live.add(edge);
          assertTrue(kind.dao.exists(s, t), kind + " " + key + " exists");
        } else if (named.names(kind, key)) {
          assertTrue(!kind.dao.exists(s, t), kind + " " + key + " exists, absent or deleted");
        }
      }
      from.sort(Comparator.comparing(r -> kind.sk(kind.targetOf(r))));
      assertEquals(from, paged(() -> kind.dao.forward(s)), kind + " forward(" + s + ")");
    }
    assertEquals(live, kind.dao.getAll(everyKey), kind + " getAll");
    if (!kind.hasInverse()) {
      return;
    }
    T busiest = null;
    int most = -1;
    for (T t : kind.target.pool) {
      List<R> to = new ArrayList<>();
      for (R edge : live) {
        if (Objects.equals(kind.targetOf(edge), t)) {
          to.add(edge);
        }
      }
      to.sort(kind.inverseOrder());
      List<Object> projected = to.stream().map(kind::projected).toList();
      assertEquals(projected, paged(() -> kind.inverse(t)), kind + " inverse(" + t + ")");
      if (kind.inverseHydrated(t) != null) {
        assertEquals(to, paged(() -> kind.inverseHydrated(t)),
            kind + " inverseHydrated(" + t + ")");
      }
      if (to.size() > most) {
        most = to.size();
        busiest = t;
      }
    }
    everyWayOfReading(kind, live, busiest);
  }

  /**
   * The other ways of reading one inverse (the target with the most edges, to keep the check
   * cheap): descending, count, unordered, and through the async DAO.
   */
  private <R, S, T> void everyWayOfReading(EdgeKind<R, S, T> kind, List<R> live, T t) {
    List<R> to = new ArrayList<>();
    for (R edge : live) {
      if (Objects.equals(kind.targetOf(edge), t)) {
        to.add(edge);
      }
    }
    to.sort(kind.inverseOrder());
    List<Object> projected = to.stream().map(kind::projected).toList();
    List<Object> reversed = new ArrayList<>(projected);
    Collections.reverse(reversed);
    assertEquals(reversed, List.copyOf(kind.inverse(t).descending().all()),
        kind + " inverse(" + t + ").descending()");
    assertEquals(projected.size(), kind.inverse(t).count(), kind + " inverse(" + t + ").count()");
    assertEquals(projected, List.copyOf(kind.asyncInverse(t).limit(PAGE).all().join()),
        kind + " inverse(" + t + ") async");
    List<Object> unordered = new ArrayList<>(paged(() -> kind.inverse(t).unordered()));
    assertEquals(projected.size(), unordered.size(), kind + " inverse(" + t + ").unordered()");
    assertTrue(unordered.containsAll(projected), kind + " inverse(" + t + ").unordered()");
    if (kind.asyncInverseHydrated(t) != null) {
      assertEquals(to, kind.asyncInverseHydrated(t).limit(PAGE).all().join(),
          kind + " inverseHydrated(" + t + ") async");
    }
    if (kind.inverseInRange(t) != null) {
      List<Object> inRange = to.stream().filter(kind::inRange).map(kind::projected).toList();
      assertEquals(inRange, paged(() -> kind.inverseInRange(t)),
          kind + " inverse(" + t + ", range)");
    }
  }

  /** Every page of the query, {@link #PAGE} items a page, cursor after cursor. */
  static <X> List<X> paged(Supplier<? extends EdgeQuery<? extends X>> query) {
    List<X> all = new ArrayList<>();
    String cursor = null;
    for (int pages = 0; pages < 100; pages++) {
      EdgeQuery<? extends X> q = query.get().limit(PAGE);
      if (cursor != null) {
        q = q.startAfter(cursor);
      }
      Page<? extends X> page = q.page();
      assertTrue(page.items().size() <= PAGE, "a page of " + page.items().size());
      all.addAll(page.items());
      cursor = page.nextCursor().orElse(null);
      if (cursor == null) {
        return all;
      }
    }
    throw new AssertionError("more than 100 pages");
  }

  /** Invariant 3: the doctor reports the dangling edges the chain left, and nothing else. */
  private void doctorFindsOnlyDanglingEdges() {
    IntegrityReport report = EdgeDoctor.of(model.client, model.table, Model.SCHEMAS).check();
    List<String> found = new ArrayList<>();
    for (Finding finding : report.findings()) {
      if (!(finding instanceof DanglingEdge dangling)) {
        throw new AssertionError("the doctor found " + finding.message() + " in " + report);
      }
      found.add(describe(dangling.recordName(), dangling.key(), dangling.missingNodes()));
    }
    List<String> expected = new ArrayList<>();
    for (EdgeKind<?, ?, ?> kind : model.edges) {
      for (Object record : reference.edges(kind).values()) {
        dangling(kind, record, expected);
      }
    }
    Collections.sort(found);
    Collections.sort(expected);
    assertEquals(expected, found, "the doctor's findings");
  }

  /** One finding per missing end; a self edge of a missing node misses one node. */
  private <R, S, T> void dangling(EdgeKind<R, S, T> kind, Object stored, List<String> out) {
    R record = kind.cast(stored);
    Map<String, AttributeValue> key = kind.marshaller.toItem(record);
    if (!reference.nodes(kind.source).containsKey(kind.sourceOf(record))) {
      out.add(describe(kind.name, key, List.of(pkOf(kind.source, kind.sourceOf(record)))));
    }
    boolean oneNode = kind.source == kind.target
        && Objects.equals(kind.sourceOf(record), kind.targetOf(record));
    if (!oneNode && !reference.nodes(kind.target).containsKey(kind.targetOf(record))) {
      out.add(describe(kind.name, key, List.of(pkOf(kind.target, kind.targetOf(record)))));
    }
  }

  private static <N, K> String pkOf(NodeKind<N, K> kind, Object id) {
    return Stored.pk(kind, kind.make(kind.castId(id), 0, 0, null, false));
  }

  private static String describe(String kind, Map<String, AttributeValue> key,
      List<String> missing) {
    return kind + " " + key.get("PK").s() + " " + key.get("SK").s() + " " + missing;
  }
}
