package io.edgetable.processor.read;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.RecordMessages;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.Deprecation;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Turns the round's {@code @Node} and {@code @Edge} elements into the immutable {@link
 * ProcessorModel}, reporting what is wrong with each record and carrying on with the others. Nodes
 * that edges refer to but that were compiled earlier are read too (their prefix and id type shape
 * the edge's keys) and returned in {@link Result#referencedNodes()}.
 */
public final class ModelReader {
  private final Elements elements;
  private final Diagnostics diagnostics;

  /** The model of the round, and the nodes outside the round that its edges refer to. */
  public record Result(ProcessorModel model, List<NodeModel> referencedNodes) {}

  public ModelReader(Elements elements, Diagnostics diagnostics) {
    this.elements = elements;
    this.diagnostics = diagnostics;
  }

  public Result read(List<TypeElement> nodeElements, List<TypeElement> edgeElements) {
    Map<RecordName, Set<Deprecation>> deprecations = new HashMap<>();
    NodeReader nodeReader = new NodeReader(elements, diagnostics, deprecations);
    EdgeReader edgeReader = new EdgeReader(elements, diagnostics, nodeReader, deprecations);
    Map<String, NodeModel> nodes = new LinkedHashMap<>();
    Set<String> both = new HashSet<>();
    for (TypeElement edge : edgeElements) {
      if (nodeElements.contains(edge)) {
        both.add(edge.getQualifiedName().toString());
        diagnostics.error(edge, RecordMessages.nodeAndEdge(edge.getQualifiedName().toString()));
      }
    }
    for (TypeElement node : nodeElements) {
      if (!both.contains(node.getQualifiedName().toString())) {
        guarded(node, () -> nodeReader.read(node))
            .ifPresent(n -> nodes.put(n.name().qualifiedName(), n));
      }
    }
    List<EdgeModel> edges = new ArrayList<>();
    Map<String, NodeModel> referenced = new LinkedHashMap<>();
    for (TypeElement edge : edgeElements) {
      if (both.contains(edge.getQualifiedName().toString())) {
        continue;
      }
      guarded(edge, () -> edgeReader.read(edge))
          .ifPresent(
              e -> {
                edges.add(e);
                for (RecordName end : List.of(e.source().name(), e.target().name())) {
                  if (!nodes.containsKey(end.qualifiedName())) {
                    TypeElement element = elements.getTypeElement(end.qualifiedName());
                    nodeReader.read(element).ifPresent(n -> referenced.put(end.qualifiedName(), n));
                  }
                }
              });
    }
    List<NodeModel> counted = nodes.values().stream().map(n -> withCounters(n, edges)).toList();
    List<CollectionModel> collections =
        counted.stream()
            .map(
                n ->
                    new CollectionModel(
                        n, edges.stream().filter(e -> inPartitionOf(e, n)).toList()))
            .toList();
    return new Result(
        new ProcessorModel(counted, edges, collections, deprecations),
        List.copyOf(referenced.values()));
  }

  /**
   * Whether the record refers to a type that does not exist yet: another processor may generate it
   * in a later round.
   */
  public static boolean unresolved(TypeElement record) {
    Set<String> seen = new HashSet<>();
    for (RecordComponentElement component : record.getRecordComponents()) {
      if (TypeReader.unresolved(component.asType(), seen)) {
        return true;
      }
    }
    Optional<AnnotationMirror> edge = Annotations.find(record, EdgeTableAnnotation.EDGE);
    if (edge.isPresent()) {
      for (String end : List.of("source", "target")) {
        Optional<TypeMirror> type = Annotations.type(edge.get(), end);
        if (type.isEmpty() || TypeReader.unresolved(type.get(), seen)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The node's partition holds the edge (same PK literal) and they belong to one model. */
  private static boolean inPartitionOf(EdgeModel edge, NodeModel node) {
    return edge.pk().literal().equals(node.pk().literal())
        && (edge.source().name().equals(node.name())
            || edge.name().packageName().equals(node.name().packageName()));
  }

  /**
   * The node with the components its edges count as counters, each with the shards the first edge
   * that counts it gives ({@code CounterChecks} reports edges and {@code @Counter} marks that
   * disagree).
   */
  private static NodeModel withCounters(NodeModel node, List<EdgeModel> edges) {
    Map<String, Integer> shards = new LinkedHashMap<>(node.counterShards());
    for (EdgeModel edge : edges) {
      for (Optional<CounterModel> counter : List.of(edge.sourceCounter(), edge.targetCounter())) {
        counter
            .filter(c -> c.node().name().equals(node.name()))
            .ifPresent(c -> shards.putIfAbsent(c.component(), c.shards()));
      }
    }
    if (shards.equals(node.counterShards())) {
      return node;
    }
    List<ComponentModel> components =
        node.components().stream()
            .map(
                c ->
                    shards.containsKey(c.name()) && c.role() == Role.ATTRIBUTE
                        ? c.as(Role.COUNTER)
                        : c)
            .toList();
    return new NodeModel(
        node.name(),
        node.prefix(),
        node.sortKey(),
        node.id(),
        components,
        node.shapes(),
        node.pk(),
        node.sk(),
        shards,
        node.declaredCounters());
  }

  private <T> Optional<T> guarded(TypeElement element, Supplier<Optional<T>> read) {
    try {
      return read.get();
    } catch (RuntimeException e) {
      diagnostics.error(
          element, RecordMessages.internalError(element.getQualifiedName().toString(), e));
      return Optional.empty();
    }
  }
}
