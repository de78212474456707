package io.edgetable.processor.check;

import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.read.Annotations;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

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
 */
final class KeyCollisions {
  private final Diagnostics diagnostics;

  KeyCollisions(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** One kind of item in one key space (the table or an index). */
  private record Kind(
      RecordName name,
      boolean edge,
      boolean inRound,
      Optional<String> label,
      KeyTemplate pk,
      KeyTemplate sk,
      List<RecordName> ends) {

    boolean related(Kind other) {
      return name.packageName().equals(other.name.packageName())
          || ends.contains(other.name)
          || other.ends.contains(name);
    }
  }

  void check(ProcessorModel model, List<NodeModel> referenced) {
    List<Kind> table = new ArrayList<>();
    referenced.forEach(
        n ->
            table.add(
                new Kind(n.name(), false, false, Optional.empty(), n.pk(), n.sk(), List.of())));
    model
        .nodes()
        .forEach(
            n ->
                table.add(
                    new Kind(n.name(), false, true, Optional.empty(), n.pk(), n.sk(), List.of())));
    model
        .edges()
        .forEach(
            e -> table.add(new Kind(e.name(), true, true, e.label(), e.pk(), e.sk(), ends(e))));
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
            .ifPresent(
                i ->
                    kinds.add(
                        new Kind(
                            edge.name(), true, true, edge.label(), i.pk(), i.sk(), List.of())));
      }
      check(kinds, Optional.of(index));
    }
  }

  private void check(List<Kind> kinds, Optional<String> index) {
    for (int later = 0; later < kinds.size(); later++) {
      Kind subject = kinds.get(later);
      if (!subject.inRound()) {
        continue;
      }
      for (int earlier = 0; earlier < later; earlier++) {
        Kind other = kinds.get(earlier);
        if (!subject.related(other) || !samePartition(subject.pk(), other.pk())) {
          continue;
        }
        Optional<String> detail = overlap(subject, other, index);
        if (detail.isPresent()) {
          report(subject, other, detail.get(), index);
          break; // one collision per kind is enough to act on
        }
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

  private static Optional<String> overlap(Kind subject, Kind other, Optional<String> index) {
    KeyTemplate a = subject.sk();
    KeyTemplate b = other.sk();
    String where =
        "both live in partitions "
            + subject.pk().attribute()
            + " = "
            + subject.pk().describe()
            + index.map(i -> " of index " + i).orElse("");
    if (a.id().isEmpty() || b.id().isEmpty()) {
      if (a.id().isEmpty() && b.id().isEmpty() && a.literal().equals(b.literal())) {
        return Optional.of(
            where
                + " with the same constant sort key "
                + a.literal()
                + ", so one overwrites the other");
      }
      return Optional.empty();
    }
    if (a.literal().equals(b.literal())) {
      String example =
          subject.edge() && !other.edge() && index.isEmpty()
              ? " (an edge whose target id equals its source id would overwrite the node)"
              : "";
      return Optional.of(
          where
              + " and their sort keys "
              + a.describe()
              + " and "
              + b.describe()
              + " are equal for equal ids, so one item overwrites the other"
              + example);
    }
    KeyTemplate shorter = a.literal().length() < b.literal().length() ? a : b;
    KeyTemplate longer = shorter == a ? b : a;
    if (longer.literal().startsWith(shorter.literal())) {
      String attribute = shorter.attribute();
      return Optional.of(
          where
              + " and sort keys "
              + longer.describe()
              + " begin with \""
              + shorter.literal()
              + "\", so a query begins_with("
              + attribute
              + ", \""
              + shorter.literal()
              + "\") would also read the other kind's items");
    }
    return Optional.empty();
  }

  private void report(Kind subject, Kind other, String detail, Optional<String> index) {
    String fix;
    String attribute;
    if (subject.edge()) {
      attribute = subject.label().isPresent() ? "label" : (index.isPresent() ? "inverse" : "label");
      fix =
          "give "
              + subject.name().simpleNames()
              + " a distinct label (e.g. label = \""
              + suggestLabel(subject.name())
              + "\")"
              + (index.isPresent() ? " or another inverse index" : " or a distinct targetPrefix");
    } else {
      attribute = "prefix";
      fix = "give " + subject.name().simpleNames() + " a distinct prefix or a constant sortKey";
    }
    diagnostics.errorOnAttribute(
        subject.name(),
        subject.edge() ? Annotations.EDGE : Annotations.NODE,
        attribute,
        Messages.keyCollision(
            subject.name().qualifiedName(), detail, other.name().qualifiedName(), fix));
  }

  private static String suggestLabel(RecordName name) {
    return name.simpleName().toUpperCase(Locale.ROOT);
  }
}
