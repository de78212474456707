package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.CollisionMessages.KeyKind;
import io.edgetable.processor.diagnostics.CollisionMessages.Overlap;
import io.edgetable.processor.diagnostics.CollisionMessages;
import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Finds item kinds whose keys can collide. Two kinds share a partition when their partition key
 * templates have the same literal (ids never contain '#', so different literals never give equal
 * keys). In a shared partition, two sort key templates with ids collide when one literal is a
 * prefix of the other (equal literals: equal keys overwrite each other; a proper prefix: the one's
 * {@code begins_with} query reads the other's items); two constant sort keys collide when equal; a
 * constant (no '#') never equals a templated key (always has '#'). The same analysis runs per
 * inverse index on the index keys.
 *
 * <p>Annotations do not name a table, so the kinds compared are those of one package (one table's
 * records are expected to live together) and every edge with its own source and target nodes.
 *
 * <p>A collision is reported on the newer of the two records (see {@link DeclarationOrder}), the
 * one whose addition caused it; when the compilation does not tell which is newer, on both. An
 * edge is told a label that no kind of that partition uses.
 */
final class KeyCollisions {
  private final Diagnostics diagnostics;
  private final DeclarationOrder order;

  KeyCollisions(Diagnostics diagnostics, DeclarationOrder order) {
    this.diagnostics = diagnostics;
    this.order = order;
  }

  /** One kind of item in one key space (the table or an index). */
  private record Kind(
      RecordName name,
      boolean edge,
      boolean inRound,
      Optional<String> label,
      KeyTemplate pk,
      KeyTemplate sk,
      Optional<String> constantSortKey,
      List<RecordName> ends) {

    static Kind node(NodeModel node, boolean inRound) {
      return new Kind(
          node.name(),
          false,
          inRound,
          Optional.empty(),
          node.pk(),
          node.sk(),
          node.sortKey(),
          List.of());
    }

    static Kind edge(EdgeModel edge, KeyTemplate pk, KeyTemplate sk, List<RecordName> ends) {
      return new Kind(edge.name(), true, true, edge.label(), pk, sk, Optional.empty(), ends);
    }

    KeyKind described() {
      return new KeyKind(name, edge, sk, constantSortKey);
    }

    DeclarationOrder.Declared declared() {
      return new DeclarationOrder.Declared(name, inRound);
    }

    /** This edge's sort key with {@code newLabel} in place of its label. */
    KeyTemplate relabelled(String newLabel) {
      String unlabelled =
          label.map(l -> sk.literal().substring(l.length() + 1)).orElse(sk.literal());
      return new KeyTemplate(
          sk.attribute(), newLabel + "#" + unlabelled, sk.id(), sk.shards(), sk.shardBy());
    }

    boolean related(Kind other) {
      return name.packageName().equals(other.name.packageName())
          || ends.contains(other.name)
          || other.ends.contains(name);
    }
  }

  void check(ProcessorModel model, List<NodeModel> referenced) {
    List<Kind> table = new ArrayList<>();
    referenced.forEach(n -> table.add(Kind.node(n, false)));
    model.nodes().forEach(n -> table.add(Kind.node(n, true)));
    model.edges().forEach(e -> table.add(Kind.edge(e, e.pk(), e.sk(), ends(e))));
    check(table, Optional.empty());

    List<String> indexes =
        model.edges().stream()
            .flatMap(e -> e.inverse().stream())
            .map(IndexModel::name)
            .distinct()
            .toList();
    for (String index : indexes) {
      List<Kind> kinds = new ArrayList<>();
      for (EdgeModel edge : model.edges()) {
        edge.inverse()
            .filter(i -> i.name().equals(index))
            .ifPresent(i -> kinds.add(Kind.edge(edge, i.pk(), i.sk(), List.of())));
      }
      check(kinds, Optional.of(index));
    }
  }

  private void check(List<Kind> kinds, Optional<String> index) {
    Set<RecordName> reported = new HashSet<>(); // one collision per kind is enough to act on
    for (int later = 0; later < kinds.size(); later++) {
      Kind subject = kinds.get(later);
      for (int earlier = 0; earlier < later; earlier++) {
        Kind other = kinds.get(earlier);
        if (!subject.inRound() && !other.inRound()
            || !subject.related(other)
            || !samePartition(subject.pk(), other.pk())) {
          continue;
        }
        Optional<Overlap> overlap = overlap(subject.sk(), other.sk());
        if (overlap.isEmpty()) {
          continue;
        }
        Optional<RecordName> newer = order.newer(subject.declared(), other.declared());
        for (Kind[] pair : new Kind[][] {{subject, other}, {other, subject}}) {
          Kind at = pair[0];
          if (at.inRound()
              && newer.map(at.name()::equals).orElse(true)
              && reported.add(at.name())) {
            report(at, pair[1], overlap.get(), index, kinds);
          }
        }
      }
    }
  }

  /**
   * A label for {@code edge} that collides with no other kind of its partition: its name in
   * capitals, else with a number after it.
   */
  private static Optional<String> freeLabel(Kind edge, List<Kind> kinds) {
    if (!edge.edge()) {
      return Optional.empty();
    }
    String name = edge.name().simpleName().toUpperCase(Locale.ROOT);
    for (int n = 1; ; n++) {
      String candidate = n == 1 ? name : name + n;
      KeyTemplate sk = edge.relabelled(candidate);
      boolean free =
          kinds.stream()
              .filter(k -> k != edge && samePartition(k.pk(), edge.pk()))
              .allMatch(k -> overlap(sk, k.sk()).isEmpty());
      if (free) {
        return Optional.of(candidate);
      }
    }
  }

  private static List<RecordName> ends(EdgeModel edge) {
    return List.of(edge.source().name(), edge.target().name());
  }

  private static boolean samePartition(KeyTemplate a, KeyTemplate b) {
    return a.literal().equals(b.literal())
        && a.sharded() == b.sharded()
        && a.id().isPresent() == b.id().isPresent();
  }

  private static Optional<Overlap> overlap(KeyTemplate a, KeyTemplate b) {
    if (a.id().isEmpty() || b.id().isEmpty()) {
      return a.id().isEmpty() && b.id().isEmpty() && a.literal().equals(b.literal())
          ? Optional.of(Overlap.SAME_CONSTANT)
          : Optional.empty();
    }
    if (a.literal().equals(b.literal())) {
      return Optional.of(Overlap.EQUAL);
    }
    return a.literal().startsWith(b.literal()) || b.literal().startsWith(a.literal())
        ? Optional.of(Overlap.PREFIX)
        : Optional.empty();
  }

  /** On the attribute that the fix changes: an edge's label (or index), a node's prefix. */
  private void report(
      Kind subject, Kind other, Overlap overlap, Optional<String> index, List<Kind> kinds) {
    String attribute =
        !subject.edge()
            ? "prefix"
            : subject.label().isPresent() || index.isEmpty() ? "label" : "inverse";
    diagnostics.errorOnAttribute(
        subject.name(),
        subject.edge() ? EdgeTableAnnotation.EDGE : EdgeTableAnnotation.NODE,
        attribute,
        CollisionMessages.keyCollision(
            subject.described(),
            other.described(),
            subject.pk(),
            index,
            overlap,
            freeLabel(subject, kinds)));
  }
}
