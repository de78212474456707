package io.edgetable.processor.read;

import io.edgetable.processor.diagnostics.CounterMessages;
import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.IdMessages;
import io.edgetable.processor.diagnostics.IndexMessages;
import io.edgetable.processor.diagnostics.KeyMessages;
import io.edgetable.processor.diagnostics.RecordMessages;
import io.edgetable.processor.diagnostics.VersionTtlMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.Deprecation;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.NodeRef;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/** Reads one {@code @Edge} record into an {@link EdgeModel}, reporting every problem it finds. */
final class EdgeReader {
  private final Elements elements;
  private final Diagnostics diagnostics;
  private final NodeReader nodes;
  private final Map<RecordName, Set<Deprecation>> deprecations;

  /** Records how deprecated what each edge's generated code names is in {@code deprecations}. */
  EdgeReader(
      Elements elements,
      Diagnostics diagnostics,
      NodeReader nodes,
      Map<RecordName, Set<Deprecation>> deprecations) {
    this.elements = elements;
    this.diagnostics = diagnostics;
    this.nodes = nodes;
    this.deprecations = deprecations;
  }

  Optional<EdgeModel> read(TypeElement type) {
    AnnotationMirror edge = Annotations.find(type, EdgeTableAnnotation.EDGE).orElseThrow();
    if (!Declarations.usable(type, edge, EdgeTableAnnotation.EDGE, diagnostics)) {
      return Optional.empty();
    }
    String name = type.getQualifiedName().toString();
    int errorsBefore = diagnostics.errorCount();
    Optional<NodeModel> source = end(type, edge, "source");
    Optional<NodeModel> target = end(type, edge, "target");

    String label = checked(type, edge, "label", name);
    String sourcePrefix = checked(type, edge, "sourcePrefix", name);
    String targetPrefix = checked(type, edge, "targetPrefix", name);
    String inverse = Annotations.string(edge, "inverse");
    if (!inverse.isEmpty() && !inverse.matches(IndexMessages.INDEX_NAME_PATTERN)) {
      diagnostics.error(type, edge, "inverse", IndexMessages.badIndexName(name, inverse));
    }
    ProjectionKind projection =
        ProjectionKind.valueOf(Annotations.enumName(edge, "inverseProjection"));
    List<String> include = Annotations.strings(edge, "include");
    int shards = Annotations.integer(edge, "inverseShards");
    if (shards < 1 || shards > CounterMessages.MAX_SHARDS) {
      diagnostics.error(type, edge, "inverseShards", IndexMessages.badShardCount(name, shards));
    } else if (shards > 1 && inverse.isEmpty()) {
      diagnostics.error(
          type, edge, "inverseShards", IndexMessages.shardsWithoutIndex(name, shards));
    }

    Deprecations deprecated = new Deprecations(elements);
    deprecated.type(type);
    ComponentReader reader = new ComponentReader(diagnostics, type, deprecated);
    Optional<RecordComponentElement> sourceComponent = reader.single(EdgeTableAnnotation.SOURCE_ID);
    Optional<RecordComponentElement> targetComponent = reader.single(EdgeTableAnnotation.TARGET_ID);
    reader.rejectMarked(EdgeTableAnnotation.ID, EdgeTableAnnotation.EDGE);
    if (sourceComponent.isPresent() && sourceComponent.equals(targetComponent)) {
      reader.rejectBoth(sourceComponent.get());
      return Optional.empty();
    }
    Optional<IdModel> sourceId = sourceComponent.flatMap(reader::id);
    Optional<IdModel> targetId = targetComponent.flatMap(reader::id);
    Map<String, IdModel> ids = new HashMap<>();
    Map<String, Role> roles = new HashMap<>();
    sourceComponent.ifPresent(c -> roles.put(c.getSimpleName().toString(), Role.SOURCE_ID));
    targetComponent.ifPresent(c -> roles.put(c.getSimpleName().toString(), Role.TARGET_ID));
    sourceId.ifPresent(i -> ids.put(i.component(), i));
    targetId.ifPresent(i -> ids.put(i.component(), i));
    List<ComponentModel> components = reader.components(ids, roles);
    TypeReader.canonicalConstructor(type).ifPresent(deprecated::element);

    Optional<IndexSortKey> sortBy =
        SortByReader.read(diagnostics, type, edge, name, inverse, components);
    String sortByName = Annotations.string(edge, "inverseSortBy");
    checkInclude(type, edge, name, inverse, projection, include, components, sortByName);
    checkIdType(type, sourceComponent, sourceId, source, "source");
    checkIdType(type, targetComponent, targetId, target, "target");
    int sourceShards = counterShards(type, edge, "sourceCounter", name);
    int targetShards = counterShards(type, edge, "targetCounter", name);
    rejectCounterMarks(type, name);
    Optional<CounterModel> sourceCounter =
        source.flatMap(
            node -> counter(type, edge, "sourceCounter", node, sourcePrefix, sourceShards));
    Optional<CounterModel> targetCounter =
        target.flatMap(
            node -> counter(type, edge, "targetCounter", node, targetPrefix, targetShards));

    checkTtl(type, components, sourceCounter, targetCounter);

    if (diagnostics.errorCount() > errorsBefore
        || reader.failed()
        || source.isEmpty()
        || target.isEmpty()
        || sourceId.isEmpty()
        || targetId.isEmpty()) {
      return Optional.empty();
    }
    NodeRef sourceRef = ref(source.get(), sourcePrefix);
    NodeRef targetRef = ref(target.get(), targetPrefix);
    Optional<String> labelled = label.isEmpty() ? Optional.empty() : Optional.of(label);
    Optional<IndexModel> index =
        inverse.isEmpty()
            ? Optional.empty()
            : Optional.of(
                new IndexModel(
                    inverse,
                    projection,
                    withTtl(projection, include, components),
                    shards,
                    KeyLayout.inversePartition(
                        inverse, targetRef.keyPrefix(), targetId.get(), shards, sourceId.get()),
                    KeyLayout.inverseSort(
                        inverse, labelled, sourceRef.keyPrefix(), sourceId.get()),
                    sortBy));
    RecordName recordName = RecordNames.of(type);
    if (!deprecated.found().isEmpty()) {
      deprecations.put(recordName, deprecated.found());
    }
    return Optional.of(
        new EdgeModel(
            recordName,
            labelled,
            sourceRef,
            targetRef,
            sourceId.get(),
            targetId.get(),
            components,
            reader.shapes(),
            KeyLayout.edgePartition(sourceRef.keyPrefix(), sourceId.get()),
            KeyLayout.edgeSort(labelled, targetRef.keyPrefix(), targetId.get()),
            index,
            sourceCounter.map(
                c -> new CounterModel(sourceRef, c.component(), c.type(), c.shards())),
            targetCounter.map(
                c -> new CounterModel(targetRef, c.component(), c.type(), c.shards()))));
  }

  private Optional<NodeModel> end(TypeElement type, AnnotationMirror edge, String attribute) {
    boolean isSource = attribute.equals("source");
    Optional<TypeMirror> mirror = Annotations.type(edge, attribute);
    Optional<TypeElement> element = mirror.flatMap(TypeReader::typeElement);
    if (element.isEmpty() || !Annotations.has(element.get(), EdgeTableAnnotation.NODE)) {
      String shown =
          element
              .map(e -> e.getQualifiedName().toString())
              .orElse(String.valueOf(mirror.orElse(null)));
      diagnostics.error(
          type,
          edge,
          attribute,
          RecordMessages.endNotNode(isSource, type.getQualifiedName().toString(), shown));
      return Optional.empty();
    }
    return nodes.read(element.get());
  }

  /** A prefix or label attribute, checked against the name pattern when present. */
  private String checked(TypeElement type, AnnotationMirror edge, String attribute, String name) {
    String value = Annotations.string(edge, attribute);
    if (!value.isEmpty() && !value.matches(KeyMessages.NAME_PATTERN)) {
      String message =
          attribute.equals("label")
              ? KeyMessages.badLabel(name, value)
              : KeyMessages.badPrefix(name, attribute, value);
      diagnostics.error(type, edge, attribute, message);
    }
    return value;
  }

  private void checkIdType(
      TypeElement type,
      Optional<RecordComponentElement> component,
      Optional<IdModel> id,
      Optional<NodeModel> node,
      String end) {
    if (component.isEmpty()
        || id.isEmpty()
        || node.isEmpty()
        || sameType(id.get(), node.get().id())) {
      return;
    }
    diagnostics.error(
        Diagnostics.located(component.get()),
        IdMessages.idTypeMismatch(
            type.getQualifiedName().toString(),
            id.get().component(),
            id.get().declaredTypeName(),
            end,
            node.get().name().qualifiedName(),
            node.get().id().component(),
            node.get().id().declaredTypeName()));
  }

  /** Same id type, ignoring boxing ({@code long} and {@code Long} build the same keys). */
  private static boolean sameType(IdModel a, IdModel b) {
    if (!a.typedId().map(IdModel.TypedId::name).equals(b.typedId().map(IdModel.TypedId::name))) {
      return false;
    }
    if (a.value().kind() != b.value().kind()) {
      return false;
    }
    return a.value().kind() != TypeModel.Kind.ENUM
        || a.value().qualifiedName().equals(b.value().qualifiedName());
  }

  private void checkInclude(
      TypeElement type,
      AnnotationMirror edge,
      String name,
      String inverse,
      ProjectionKind projection,
      List<String> include,
      List<ComponentModel> components,
      String sortBy) {
    List<String> attributes =
        components.stream().filter(c -> !c.isKey()).map(ComponentModel::name).toList();
    if (!include.isEmpty() && (inverse.isEmpty() || projection != ProjectionKind.INCLUDE)) {
      diagnostics.error(type, edge, "include", IndexMessages.includeWithoutProjection(name));
      return;
    }
    if (projection == ProjectionKind.INCLUDE && include.isEmpty()) {
      diagnostics.error(type, edge, "inverseProjection", IndexMessages.emptyInclude(name));
      return;
    }
    for (String included : include) {
      Optional<ComponentModel> component =
          components.stream().filter(c -> c.name().equals(included)).findFirst();
      if (component.isEmpty()) {
        diagnostics.errorOnArrayItem(
            type,
            edge,
            "include",
            included,
            IndexMessages.includeUnknown(name, included, attributes));
      } else if (component.get().isKey()) {
        diagnostics.errorOnArrayItem(
            type, edge, "include", included, IndexMessages.includeId(name, included));
      }
    }
    if (projection == ProjectionKind.INCLUDE) {
      for (ComponentModel component : components) {
        // The sort component keys the index, so it is projected; if it was refused
        // (inverseSortBy on a boolean), that error is the one to report.
        boolean keysTheIndex = component.name().equals(sortBy);
        if (!component.isKey()
            && component.type().primitive()
            && !include.contains(component.name())
            && !keysTheIndex) {
          diagnostics.error(
              type,
              edge,
              "include",
              IndexMessages.unprojectedPrimitive(
                  name, component.name(), component.type().qualifiedName(), inverse));
        }
      }
    }
  }

  /**
   * {@code sourceCounterShards} / {@code targetCounterShards} of the counter named by {@code
   * counterAttribute}, checked: 1 to 256, and above 1 only with that counter set.
   */
  private int counterShards(
      TypeElement type, AnnotationMirror edge, String counterAttribute, String name) {
    String attribute = counterAttribute + "Shards";
    int shards = Annotations.integer(edge, attribute);
    if (shards < 1 || shards > CounterMessages.MAX_SHARDS) {
      diagnostics.error(
          type, edge, attribute, CounterMessages.badCounterShards(name, attribute, shards));
      return 1;
    }
    if (shards > 1 && Annotations.string(edge, counterAttribute).isEmpty()) {
      diagnostics.error(
          type,
          edge,
          attribute,
          CounterMessages.counterShardsWithoutCounter(name, attribute, shards, counterAttribute));
    }
    return shards;
  }

  /** {@code @Counter} marks a node's component; on an edge's it has no meaning. */
  private void rejectCounterMarks(TypeElement type, String name) {
    for (RecordComponentElement component : type.getRecordComponents()) {
      if (Annotations.has(component, EdgeTableAnnotation.COUNTER)) {
        diagnostics.error(
            Diagnostics.located(component),
            CounterMessages.misplacedCounter(name, component.getSimpleName().toString()));
      }
    }
  }

  private Optional<CounterModel> counter(
      TypeElement type,
      AnnotationMirror edge,
      String attribute,
      NodeModel node,
      String keyPrefix,
      int shards) {
    String counter = Annotations.string(edge, attribute);
    if (counter.isEmpty()) {
      return Optional.empty();
    }
    String edgeName = type.getQualifiedName().toString();
    String nodeName = node.name().qualifiedName();
    Optional<ComponentModel> component =
        node.components().stream().filter(c -> c.name().equals(counter)).findFirst();
    if (component.isPresent() && component.get().isKey()) {
      diagnostics.error(
          type,
          edge,
          attribute,
          CounterMessages.counterIsId(edgeName, attribute, counter, nodeName));
      return Optional.empty();
    }
    if (component.isEmpty()) {
      List<String> numeric =
          node.components().stream()
              .filter(c -> !c.isKey() && c.type().isNumber())
              .map(ComponentModel::name)
              .toList();
      diagnostics.error(
          type,
          edge,
          attribute,
          CounterMessages.counterMissing(edgeName, attribute, counter, nodeName, numeric));
      return Optional.empty();
    }
    if (component.get().role() == Role.VERSION) {
      diagnostics.error(
          type,
          edge,
          attribute,
          CounterMessages.counterIsVersion(edgeName, attribute, counter, nodeName));
      return Optional.empty();
    }
    if (!component.get().type().isNumber()) {
      diagnostics.error(
          type,
          edge,
          attribute,
          CounterMessages.counterNotNumeric(
              edgeName, attribute, counter, nodeName, component.get().type().qualifiedName()));
      return Optional.empty();
    }
    return Optional.of(
        new CounterModel(ref(node, keyPrefix), counter, component.get().type(), shards));
  }

  /**
   * An {@code INCLUDE} projection with the {@code @Ttl} attribute added if it does not name it:
   * inverse queries filter out expired edges, which needs the attribute in the index.
   */
  private static List<String> withTtl(
      ProjectionKind projection, List<String> include, List<ComponentModel> components) {
    Optional<String> ttl =
        components.stream().filter(c -> c.role() == Role.TTL).map(ComponentModel::name).findFirst();
    if (projection != ProjectionKind.INCLUDE || ttl.isEmpty() || include.contains(ttl.get())) {
      return include;
    }
    List<String> withTtl = new ArrayList<>(include);
    withTtl.add(ttl.get());
    return withTtl;
  }

  /**
   * An edge with counters has no time to live: DynamoDB's deletion of an expired edge would not
   * move them. Reported on the {@code @Ttl} component.
   */
  private void checkTtl(
      TypeElement type,
      List<ComponentModel> components,
      Optional<CounterModel> sourceCounter,
      Optional<CounterModel> targetCounter) {
    Optional<ComponentModel> ttl =
        components.stream().filter(c -> c.role() == Role.TTL).findFirst();
    if (ttl.isEmpty() || (sourceCounter.isEmpty() && targetCounter.isEmpty())) {
      return;
    }
    List<String> counters = new ArrayList<>();
    sourceCounter.ifPresent(c -> counters.add("sourceCounter \"" + c.component() + "\""));
    targetCounter.ifPresent(c -> counters.add("targetCounter \"" + c.component() + "\""));
    diagnostics.errorOnComponent(
        type,
        ttl.get().name(),
        VersionTtlMessages.ttlWithCounter(
            type.getQualifiedName().toString(), ttl.get().name(), counters));
  }

  /** An end of the edge; {@code edgePrefix} is the edge's sourcePrefix/targetPrefix, if set. */
  private static NodeRef ref(NodeModel node, String edgePrefix) {
    Optional<String> own = edgePrefix.isEmpty() ? Optional.empty() : Optional.of(edgePrefix);
    return new NodeRef(
        node.name(), node.prefix(), KeyLayout.endPrefix(own, node.prefix()), node.id());
  }
}
