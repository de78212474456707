package io.edgetable.property;

import io.edgetable.EdgeKey;
import io.edgetable.exception.BatchWriteException;
import io.edgetable.exception.NodeHasEdgesException;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.exception.VersionConflictException;
import io.edgetable.transaction.Transaction;
import io.edgetable.transaction.TransactionBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One action of a chain, by indexes into the model's kinds and id pools (so that it prints short
 * and shrinks well). {@link #prepare} resolves it against the reference: the versions it names, the
 * records it writes.
 */
sealed interface Action {
  Step prepare(Model model, Reference reference);

  /** Node put (create if absent); {@code bad}: a counter that is not 0, refused before sending. */
  record NodePut(int kind, int id, int variant, Choice.Ttl ttl, boolean bad, boolean async)
      implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return put(model.nodes.get(kind), this, reference);
    }

    private static <N, K> Step put(NodeKind<N, K> k, NodePut a, Reference ref) {
      K id = k.pool.get(a.id);
      N record = k.make(id, a.variant, 0, a.ttl.at(ref.now), a.bad);
      return new Step(
          () -> a.async ? k.async.put(record).join() : k.dao.put(record),
          r -> {
            if (a.bad && !k.counters.isEmpty()) {
              return Outcome.threw(IllegalArgumentException.class);
            }
            if (r.liveNode(k, id) != null) {
              return Outcome.returned(false);
            }
            r.nodes(k).put(id, k.data(k.withVersion(record, k.versioned() ? 1 : 0)));
            return Outcome.returned(true);
          });
    }
  }

  /** Node save (upsert; a versioned node at the version it names). */
  record NodeSave(int kind, int id, int variant, Choice.Version version, Choice.Ttl ttl,
      boolean async) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return save(model.nodes.get(kind), this, reference);
    }

    private static <N, K> Step save(NodeKind<N, K> k, NodeSave a, Reference ref) {
      K id = k.pool.get(a.id);
      N stored = ref.liveNode(k, id);
      long named = a.version.of(stored == null ? 0 : k.version(stored));
      N record = k.make(id, a.variant, named, a.ttl.at(ref.now), false);
      return new Step(
          () -> {
            if (a.async) {
              k.async.save(record).join();
            } else {
              k.dao.save(record);
            }
            return null;
          },
          r -> {
            N now = r.liveNode(k, id);
            if (k.versioned()) {
              boolean matches = named == 0 ? now == null : now != null && k.version(now) == named;
              if (!matches) {
                return Outcome.threw(VersionConflictException.class);
              }
            }
            r.nodes(k).put(id, k.data(k.withVersion(record, named + 1)));
            return Outcome.NOTHING;
          });
    }
  }

  /** Node update of its name-like field, with a condition on it if {@code condition >= 0}. */
  record NodeUpdate(int kind, int id, int variant, int condition, boolean async)
      implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return update(model.nodes.get(kind), this);
    }

    private static <N, K> Step update(NodeKind<N, K> k, NodeUpdate a) {
      K id = k.pool.get(a.id);
      return new Step(
          () -> {
            Optional<N> after;
            if (a.condition < 0) {
              after = a.async ? k.async.update(id, k.rename(a.variant)).join()
                  : k.dao.update(id, k.rename(a.variant));
            } else {
              after = a.async
                  ? k.async.update(id, k.rename(a.variant), k.named(a.condition)).join()
                  : k.dao.update(id, k.rename(a.variant), k.named(a.condition));
            }
            return after.map(k::data);
          },
          r -> {
            N now = r.liveNode(k, id);
            if (now == null || (a.condition >= 0 && !k.isNamed(now, a.condition))) {
              return Outcome.returned(Optional.empty());
            }
            N after = k.withVersion(k.renamed(now, a.variant), k.version(now) + 1);
            r.nodes(k).put(id, k.data(after));
            return Outcome.returned(Optional.of(k.data(after)));
          });
    }
  }

  /** Node delete by id, or by record at the version it names (versioned kinds). */
  record NodeDelete(int kind, int id, boolean byRecord, Choice.Version version, boolean async)
      implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return delete(model.nodes.get(kind), this, reference);
    }

    private static <N, K> Step delete(NodeKind<N, K> k, NodeDelete a, Reference ref) {
      K id = k.pool.get(a.id);
      boolean byRecord = a.byRecord && k.versioned();
      N stored = ref.liveNode(k, id);
      long named = a.version.of(stored == null ? 0 : k.version(stored));
      N record = k.make(id, 0, named, null, false);
      return new Step(
          () -> {
            if (byRecord) {
              return a.async ? k.deleteRecordAsync(record).join() : k.deleteRecord(record);
            }
            return a.async ? k.async.delete(id).join() : k.dao.delete(id);
          },
          r -> {
            N now = r.liveNode(k, id);
            if (now == null) {
              return Outcome.returned(false);
            }
            if (r.counts(k, id)) { // refused first, whatever the version
              return Outcome.threw(NodeHasEdgesException.class);
            }
            if (byRecord && k.version(now) != named) {
              return Outcome.threw(VersionConflictException.class);
            }
            r.nodes(k).remove(id);
            return Outcome.returned(true);
          });
    }
  }

  /** deleteWithEdges. */
  record NodeDeleteWithEdges(int kind, int id, boolean async) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return cascade(model.nodes.get(kind), this);
    }

    private static <N, K> Step cascade(NodeKind<N, K> k, NodeDeleteWithEdges a) {
      K id = k.pool.get(a.id);
      return new Step(
          () -> a.async ? k.deleteWithEdgesAsync(id).join() : k.deleteWithEdges(id),
          r -> {
            boolean existed = r.liveNode(k, id) != null;
            r.deleteWithEdges(k, id);
            return Outcome.returned(existed);
          });
    }
  }

  /** Edge put (create if absent; counted ends must exist). */
  record EdgePut(int kind, int source, int target, int variant, Choice.Ttl ttl, boolean async)
      implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return put(model.edges.get(kind), this, reference);
    }

    private static <R, S, T> Step put(EdgeKind<R, S, T> k, EdgePut a, Reference ref) {
      S s = k.source.pool.get(a.source);
      T t = k.target.pool.get(a.target);
      R record = k.make(s, t, a.variant, 0, a.ttl.at(ref.now));
      return new Step(
          () -> a.async ? k.async.put(record).join() : k.dao.put(record),
          r -> {
            EdgeKey<S, T> key = new EdgeKey<>(s, t);
            if (r.liveEdge(k, key) != null) {
              return Outcome.returned(false);
            }
            if (!r.countedEndsLive(k, s, t, List.of())) {
              return Outcome.threw(NodeNotFoundException.class);
            }
            r.edges(k).put(key, k.withVersion(record, k.versioned() ? 1 : 0));
            return Outcome.returned(true);
          });
    }
  }

  /** Edge replace: a versioned edge at the version it names, another with a condition or none. */
  record EdgeReplace(int kind, int source, int target, int variant, Choice.Version version,
      int condition, boolean async) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return replace(model.edges.get(kind), this, reference);
    }

    private static <R, S, T> Step replace(EdgeKind<R, S, T> k, EdgeReplace a, Reference ref) {
      S s = k.source.pool.get(a.source);
      T t = k.target.pool.get(a.target);
      EdgeKey<S, T> key = new EdgeKey<>(s, t);
      R stored = ref.liveEdge(k, key);
      long named = a.version.of(stored == null ? 0 : k.version(stored));
      R record = k.make(s, t, a.variant, named, null);
      boolean conditional = a.condition >= 0 && !k.versioned();
      return new Step(
          () -> {
            if (conditional) {
              return a.async ? k.async.replace(record, k.holds(a.condition)).join()
                  : k.dao.replace(record, k.holds(a.condition));
            }
            return a.async ? k.async.replace(record).join() : k.dao.replace(record);
          },
          r -> {
            R now = r.liveEdge(k, key);
            if (now == null) {
              return Outcome.returned(false);
            }
            if (k.versioned() && k.version(now) != named) {
              return Outcome.threw(VersionConflictException.class);
            }
            if (conditional && !k.doesHold(now, a.condition)) {
              return Outcome.returned(false);
            }
            r.edges(k).put(key, k.versioned() ? k.withVersion(record, named + 1) : record);
            return Outcome.returned(true);
          });
    }
  }

  /** Edge update of one attribute (a sort component where the index has one). */
  record EdgeUpdate(int kind, int source, int target, int variant, int condition, boolean async)
      implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return update(model.edges.get(kind), this);
    }

    private static <R, S, T> Step update(EdgeKind<R, S, T> k, EdgeUpdate a) {
      S s = k.source.pool.get(a.source);
      T t = k.target.pool.get(a.target);
      EdgeKey<S, T> key = new EdgeKey<>(s, t);
      return new Step(
          () -> {
            if (a.condition < 0) {
              return a.async ? k.async.update(s, t, k.change(a.variant)).join()
                  : k.dao.update(s, t, k.change(a.variant));
            }
            return a.async
                ? k.async.update(s, t, k.change(a.variant), k.holds(a.condition)).join()
                : k.dao.update(s, t, k.change(a.variant), k.holds(a.condition));
          },
          r -> {
            R now = r.liveEdge(k, key);
            if (now == null || (a.condition >= 0 && !k.doesHold(now, a.condition))) {
              return Outcome.returned(Optional.empty());
            }
            R after = k.withVersion(k.changed(now, a.variant), k.version(now) + 1);
            r.edges(k).put(key, after);
            return Outcome.returned(Optional.of(after));
          });
    }
  }

  /** Edge delete: by key (with a condition if {@code condition >= 0}), or by versioned record. */
  record EdgeDelete(int kind, int source, int target, int condition, boolean byRecord,
      Choice.Version version, boolean async) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return delete(model.edges.get(kind), this, reference);
    }

    private static <R, S, T> Step delete(EdgeKind<R, S, T> k, EdgeDelete a, Reference ref) {
      S s = k.source.pool.get(a.source);
      T t = k.target.pool.get(a.target);
      EdgeKey<S, T> key = new EdgeKey<>(s, t);
      boolean byRecord = a.byRecord && k.versioned();
      R stored = ref.liveEdge(k, key);
      long named = a.version.of(stored == null ? 0 : k.version(stored));
      R record = k.make(s, t, 0, named, null);
      return new Step(
          () -> {
            if (byRecord) {
              return a.async ? k.deleteRecordAsync(record).join() : k.deleteRecord(record);
            }
            if (a.condition >= 0) {
              return a.async ? k.async.delete(s, t, k.holds(a.condition)).join()
                  : k.dao.delete(s, t, k.holds(a.condition));
            }
            return a.async ? k.async.delete(s, t).join() : k.dao.delete(s, t);
          },
          r -> {
            R now = r.liveEdge(k, key);
            if (now == null) {
              return Outcome.returned(false);
            }
            if (byRecord && k.version(now) != named) {
              return Outcome.threw(VersionConflictException.class);
            }
            if (!byRecord && a.condition >= 0 && !k.doesHold(now, a.condition)) {
              return Outcome.returned(false);
            }
            r.edges(k).remove(key);
            return Outcome.returned(true);
          });
    }
  }

  /** One pair of ids of a batch, with the variant of its record. */
  record Pair(int source, int target, int variant) {}

  /** putAll of edges with distinct keys. */
  record EdgePutAll(int kind, List<Pair> pairs, boolean async) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return putAll(model.edges.get(kind), this, reference);
    }

    private static <R, S, T> Step putAll(EdgeKind<R, S, T> k, EdgePutAll a, Reference ref) {
      List<R> records = new ArrayList<>();
      for (Pair p : a.pairs) {
        records.add(
            k.make(k.source.pool.get(p.source), k.target.pool.get(p.target), p.variant, 0,
                p.variant == 2 ? Choice.Ttl.FUTURE.at(ref.now) : null));
      }
      return new Step(
          () -> a.async ? k.putAllAsync(records).join() : k.putAll(records),
          r -> {
            if (!k.counted()) {
              records.forEach(record -> r.edges(k).put(k.key(record), record));
              return Outcome.returned(-1);
            }
            int created = 0;
            boolean failed = false;
            for (R record : records) {
              EdgeKey<S, T> key = k.key(record);
              if (r.liveEdge(k, key) != null) {
                continue;
              }
              if (!r.countedEndsLive(k, key.source(), key.target(), List.of())) {
                failed = true;
                continue;
              }
              r.edges(k).put(key, k.withVersion(record, k.versioned() ? 1 : 0));
              created++;
            }
            return failed ? Outcome.threw(BatchWriteException.class) : Outcome.returned(created);
          });
    }
  }

  /** deleteAll of edges with distinct keys. */
  record EdgeDeleteAll(int kind, List<Pair> pairs, boolean async) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      return deleteAll(model.edges.get(kind), this);
    }

    private static <R, S, T> Step deleteAll(EdgeKind<R, S, T> k, EdgeDeleteAll a) {
      List<EdgeKey<S, T>> keys = new ArrayList<>();
      for (Pair p : a.pairs) {
        keys.add(new EdgeKey<>(k.source.pool.get(p.source), k.target.pool.get(p.target)));
      }
      return new Step(
          () -> a.async ? k.deleteAllAsync(keys).join() : k.deleteAll(keys),
          r -> {
            if (!k.counted()) {
              keys.forEach(key -> r.edges(k).remove(key));
              return Outcome.returned(-1);
            }
            int deleted = 0;
            for (EdgeKey<S, T> key : keys) {
              if (r.liveEdge(k, key) != null) {
                r.edges(k).remove(key);
                deleted++;
              }
            }
            return Outcome.returned(deleted);
          });
    }
  }

  /** One action of a transaction. */
  sealed interface Part {
    /** What the action writes or checks, to keep one action per item. */
    Object item();

    void add(Model model, TransactionBuilder<?> tx);

    /** Whether its condition holds on the state before the transaction. */
    boolean holds(Model model, Reference r, List<Object> putNodes);

    void apply(Model model, Reference r);
  }

  /** A part on one node: its item is the node. */
  sealed interface NodePart extends Part {
    int kind();

    int id();

    @Override
    default Object item() {
      return List.of("node", kind(), id());
    }
  }

  /** A part on one edge: its item is the edge. */
  sealed interface EdgePart extends Part {
    int kind();

    int source();

    int target();

    @Override
    default Object item() {
      return List.of("edge", kind(), source(), target());
    }
  }

  record PutEdge(int kind, int source, int target, int variant) implements EdgePart {
    @Override
    public void add(Model model, TransactionBuilder<?> tx) {
      put(model.edges.get(kind), tx);
    }

    private <R, S, T> void put(EdgeKind<R, S, T> k, TransactionBuilder<?> tx) {
      tx.put(k.dao, k.make(k.source.pool.get(source), k.target.pool.get(target), variant, 0,
          null));
    }

    @Override
    public boolean holds(Model model, Reference r, List<Object> putNodes) {
      EdgeKind<?, ?, ?> k = model.edges.get(kind);
      Object s = k.source.pool.get(source);
      Object t = k.target.pool.get(target);
      return r.liveEdge(k, new EdgeKey<>(s, t)) == null && r.countedEndsLive(k, s, t, putNodes);
    }

    @Override
    public void apply(Model model, Reference r) {
      r.putEdge(model.edges.get(kind), source, target, variant);
    }
  }

  record DeleteEdge(int kind, int source, int target) implements EdgePart {
    @Override
    public void add(Model model, TransactionBuilder<?> tx) {
      delete(model.edges.get(kind), tx);
    }

    private <R, S, T> void delete(EdgeKind<R, S, T> k, TransactionBuilder<?> tx) {
      tx.delete(k.dao, new EdgeKey<>(k.source.pool.get(source), k.target.pool.get(target)));
    }

    @Override
    public boolean holds(Model model, Reference r, List<Object> putNodes) {
      EdgeKind<?, ?, ?> k = model.edges.get(kind);
      return r.liveEdge(k, new EdgeKey<>(k.source.pool.get(source), k.target.pool.get(target)))
          != null;
    }

    @Override
    public void apply(Model model, Reference r) {
      r.deleteEdge(model.edges.get(kind), source, target);
    }
  }

  record PutNode(int kind, int id, int variant) implements NodePart {
    @Override
    public void add(Model model, TransactionBuilder<?> tx) {
      put(model.nodes.get(kind), tx);
    }

    private <N, K> void put(NodeKind<N, K> k, TransactionBuilder<?> tx) {
      tx.put(k.dao, k.make(k.pool.get(id), variant, 0, null, false));
    }

    @Override
    public boolean holds(Model model, Reference r, List<Object> putNodes) {
      NodeKind<?, ?> k = model.nodes.get(kind);
      return r.liveNode(k, k.pool.get(id)) == null;
    }

    @Override
    public void apply(Model model, Reference r) {
      r.putNode(model.nodes.get(kind), id, variant);
    }
  }

  record CheckNode(int kind, int id) implements NodePart {
    @Override
    public void add(Model model, TransactionBuilder<?> tx) {
      check(model.nodes.get(kind), tx);
    }

    private <N, K> void check(NodeKind<N, K> k, TransactionBuilder<?> tx) {
      tx.check(k.dao, k.pool.get(id));
    }

    @Override
    public boolean holds(Model model, Reference r, List<Object> putNodes) {
      NodeKind<?, ?> k = model.nodes.get(kind);
      return r.liveNode(k, k.pool.get(id)) != null;
    }

    @Override
    public void apply(Model model, Reference r) {}
  }

  record UpdateNode(int kind, int id, int variant) implements NodePart {
    @Override
    public void add(Model model, TransactionBuilder<?> tx) {
      update(model.nodes.get(kind), tx);
    }

    private <N, K> void update(NodeKind<N, K> k, TransactionBuilder<?> tx) {
      tx.update(k.dao, k.pool.get(id), k.rename(variant));
    }

    @Override
    public boolean holds(Model model, Reference r, List<Object> putNodes) {
      NodeKind<?, ?> k = model.nodes.get(kind);
      return r.liveNode(k, k.pool.get(id)) != null;
    }

    @Override
    public void apply(Model model, Reference r) {
      r.updateNode(model.nodes.get(kind), id, variant);
    }
  }

  record UpdateEdge(int kind, int source, int target, int variant) implements EdgePart {
    @Override
    public void add(Model model, TransactionBuilder<?> tx) {
      update(model.edges.get(kind), tx);
    }

    private <R, S, T> void update(EdgeKind<R, S, T> k, TransactionBuilder<?> tx) {
      tx.update(k.dao, new EdgeKey<>(k.source.pool.get(source), k.target.pool.get(target)),
          k.change(variant));
    }

    @Override
    public boolean holds(Model model, Reference r, List<Object> putNodes) {
      EdgeKind<?, ?, ?> k = model.edges.get(kind);
      return r.liveEdge(k, new EdgeKey<>(k.source.pool.get(source), k.target.pool.get(target)))
          != null;
    }

    @Override
    public void apply(Model model, Reference r) {
      r.updateEdge(model.edges.get(kind), source, target, variant);
    }
  }

  /** A node delete: no other action of its transaction may count on the node. */
  record DeleteNode(int kind, int id) implements NodePart {
    @Override
    public void add(Model model, TransactionBuilder<?> tx) {
      delete(model.nodes.get(kind), tx);
    }

    private <N, K> void delete(NodeKind<N, K> k, TransactionBuilder<?> tx) {
      tx.delete(k.dao, k.pool.get(id));
    }

    @Override
    public boolean holds(Model model, Reference r, List<Object> putNodes) {
      NodeKind<?, ?> k = model.nodes.get(kind);
      Object key = k.pool.get(id);
      return r.liveNode(k, key) != null && !r.counts(k, key);
    }

    @Override
    public void apply(Model model, Reference r) {
      NodeKind<?, ?> k = model.nodes.get(kind);
      r.nodes(k).remove(k.pool.get(id));
    }

    /** Whether {@code part} moves a counter of this node: two actions on one item. */
    boolean clashesWith(Model model, Part part) {
      int edgeKind;
      int source;
      int target;
      if (part instanceof PutEdge p) {
        edgeKind = p.kind;
        source = p.source;
        target = p.target;
      } else if (part instanceof DeleteEdge p) {
        edgeKind = p.kind;
        source = p.source;
        target = p.target;
      } else {
        return false;
      }
      EdgeKind<?, ?, ?> k = model.edges.get(edgeKind);
      NodeKind<?, ?> node = model.nodes.get(kind);
      return (k.sourceCounter != null && k.source == node && source == id)
          || (k.targetCounter != null && k.target == node && target == id);
    }
  }

  /** A transaction of parts on distinct items: all or nothing. */
  record Tx(List<Part> parts, boolean async) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      List<Object> putNodes = new ArrayList<>();
      for (Part part : parts) {
        if (part instanceof PutNode p) {
          NodeKind<?, ?> k = model.nodes.get(p.kind);
          putNodes.add(new Reference.NodeRef(k, k.pool.get(p.id)));
        }
      }
      return new Step(
          () -> {
            if (async) {
              var tx = Transaction.write(model.asyncClient);
              parts.forEach(part -> part.add(model, tx));
              tx.run().join();
            } else {
              var tx = Transaction.write(model.client);
              parts.forEach(part -> part.add(model, tx));
              tx.run();
            }
            return null;
          },
          r -> {
            for (Part part : parts) {
              if (part instanceof DeleteNode delete
                  && parts.stream().anyMatch(other -> delete.clashesWith(model, other))) {
                return Outcome.threw(IllegalArgumentException.class);
              }
            }
            for (Part part : parts) {
              if (!part.holds(model, r, putNodes)) {
                return Outcome.threw(TransactionFailedException.class);
              }
            }
            parts.forEach(part -> part.apply(model, r));
            return Outcome.NOTHING;
          });
    }
  }

  /**
   * Actions sent at once from several threads (or as several futures): what each returns depends
   * on the order the server applies them, so the reference reads the table afterwards and the
   * invariants are checked on what it holds.
   */
  record Concurrent(List<Action> actions) implements Action {
    @Override
    public Step prepare(Model model, Reference reference) {
      throw new UnsupportedOperationException("run by the chain");
    }
  }
}
