package io.edgetable.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.EdgeKey;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The items concurrent actions may change: whatever the order the server takes them in, every
 * other node and edge must be as it was before them.
 */
final class Scope {
  private final Set<List<Object>> nodes = new HashSet<>();
  private final Set<List<Object>> edges = new HashSet<>();
  private final Set<List<Object>> cascades = new HashSet<>();

  static Scope of(Model model, List<Action> actions) {
    Scope scope = new Scope();
    actions.forEach(action -> scope.add(model, action));
    return scope;
  }

  private void add(Model model, Action action) {
    if (action instanceof Action.NodePut a) {
      node(model.nodes.get(a.kind()), a.id());
    } else if (action instanceof Action.NodeSave a) {
      node(model.nodes.get(a.kind()), a.id());
    } else if (action instanceof Action.NodeUpdate a) {
      node(model.nodes.get(a.kind()), a.id());
    } else if (action instanceof Action.NodeDelete a) {
      node(model.nodes.get(a.kind()), a.id());
    } else if (action instanceof Action.NodeDeleteWithEdges a) {
      NodeKind<?, ?> kind = model.nodes.get(a.kind());
      node(kind, a.id());
      cascades.add(List.of(kind, kind.pool.get(a.id())));
    } else if (action instanceof Action.EdgePut a) {
      edge(model.edges.get(a.kind()), a.source(), a.target());
    } else if (action instanceof Action.EdgeReplace a) {
      edge(model.edges.get(a.kind()), a.source(), a.target());
    } else if (action instanceof Action.EdgeUpdate a) {
      edge(model.edges.get(a.kind()), a.source(), a.target());
    } else if (action instanceof Action.EdgeDelete a) {
      edge(model.edges.get(a.kind()), a.source(), a.target());
    } else if (action instanceof Action.EdgePutAll a) {
      a.pairs().forEach(p -> edge(model.edges.get(a.kind()), p.source(), p.target()));
    } else if (action instanceof Action.EdgeDeleteAll a) {
      a.pairs().forEach(p -> edge(model.edges.get(a.kind()), p.source(), p.target()));
    } else if (action instanceof Action.Tx a) {
      for (Action.Part part : a.parts()) {
        if (part instanceof Action.PutEdge p) {
          edge(model.edges.get(p.kind()), p.source(), p.target());
        } else if (part instanceof Action.DeleteEdge p) {
          edge(model.edges.get(p.kind()), p.source(), p.target());
        } else if (part instanceof Action.UpdateEdge p) {
          edge(model.edges.get(p.kind()), p.source(), p.target());
        }
      }
    } else if (action instanceof Action.Concurrent a) {
      a.actions().forEach(each -> add(model, each));
    }
  }

  private void node(NodeKind<?, ?> kind, int id) {
    nodes.add(List.of(kind, kind.pool.get(id)));
  }

  private void edge(EdgeKind<?, ?, ?> kind, int source, int target) {
    edges.add(List.of(kind, new EdgeKey<>(kind.source.pool.get(source),
        kind.target.pool.get(target))));
  }

  /** Whether an action of the scope names the edge (by its key, not by a cascade). */
  boolean names(EdgeKind<?, ?, ?> kind, EdgeKey<?, ?> key) {
    return edges.contains(List.of(kind, key));
  }

  private boolean touches(EdgeKind<?, ?, ?> kind, EdgeKey<?, ?> key) {
    return edges.contains(List.of(kind, key))
        || cascades.contains(List.of(kind.source, key.source()))
        || cascades.contains(List.of(kind.target, key.target()));
  }

  /** Every node and edge out of the scope is in {@code after} as it was in {@code before}. */
  void checkUntouched(Model model, Reference before, Stored after) {
    for (NodeKind<?, ?> kind : model.nodes) {
      for (Object id : kind.pool) {
        if (!nodes.contains(List.of(kind, id))) {
          assertEquals(data(kind, before.nodes(kind).get(id)),
              data(kind, after.nodes.get(kind).get(id)),
              kind + "(" + id + "), which no concurrent action names");
        }
      }
    }
    for (EdgeKind<?, ?, ?> kind : model.edges) {
      Set<EdgeKey<?, ?>> keys = new HashSet<>(before.edges(kind).keySet());
      keys.addAll(after.edges.get(kind).keySet());
      for (EdgeKey<?, ?> key : keys) {
        if (!touches(kind, key)) {
          assertEquals(before.edges(kind).get(key), after.edges.get(kind).get(key),
              kind + " " + key + ", which no concurrent action names");
        }
      }
    }
  }

  private static <N> Object data(NodeKind<N, ?> kind, Object record) {
    return record == null ? null : kind.data(kind.cast(record));
  }

  /** A copy of the reference's items, before concurrent actions change it. */
  static Reference copy(Model model, Reference reference) {
    Reference copy = new Reference(model, reference.now);
    reference.nodes.forEach((kind, held) -> copy.nodes(kind).putAll(new HashMap<>(held)));
    reference.edges.forEach((kind, held) -> copy.edges(kind).putAll(held));
    return copy;
  }

}
