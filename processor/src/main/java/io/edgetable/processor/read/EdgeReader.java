package io.edgetable.processor.read;

import io.edgetable.processor.check.Diagnostics;
import io.edgetable.processor.check.Messages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.NodeRef;
import io.edgetable.processor.model.TypeModel;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/** Reads one {@code @Edge} record into an {@link EdgeModel}, reporting every problem it finds. */
final class EdgeReader {
  private static final String INDEX_NAME = "[a-zA-Z0-9_.-]{3,255}";

  private final Elements elements;
  private final Diagnostics diagnostics;
  private final NodeReader nodes;

  EdgeReader(Elements elements, Diagnostics diagnostics, NodeReader nodes) {
    this.elements = elements;
    this.diagnostics = diagnostics;
    this.nodes = nodes;
  }

  Optional<EdgeModel> read(TypeElement type) {
    AnnotationMirror edge = Annotations.find(type, Annotations.EDGE).orElseThrow();
    String name = type.getQualifiedName().toString();
    if (type.getKind() != ElementKind.RECORD) {
      diagnostics.error(type, edge, Messages.notARecord(name, "Edge", NodeReader.kindName(type)));
      return Optional.empty();
    }
    int errorsBefore = diagnostics.errorCount();
    Optional<NodeModel> source = end(type, edge, "source");
    Optional<NodeModel> target = end(type, edge, "target");

    String label = checked(type, edge, "label", name);
    String sourcePrefix = checked(type, edge, "sourcePrefix", name);
    String targetPrefix = checked(type, edge, "targetPrefix", name);
    String inverse = Annotations.string(edge, "inverse");
    if (!inverse.isEmpty() && !inverse.matches(INDEX_NAME)) {
      diagnostics.error(type, edge, "inverse", Messages.badIndexName(name, inverse));
    }
    ProjectionKind projection =
        ProjectionKind.valueOf(Annotations.enumName(edge, "inverseProjection"));
    List<String> include = Annotations.strings(edge, "include");
    int shards = Annotations.integer(edge, "inverseShards");
    if (shards < 1 || shards > 256 || (shards > 1 && inverse.isEmpty())) {
      diagnostics.error(
          type, edge, "inverseShards", Messages.badShardCount(name, shards, !inverse.isEmpty()));
    }

    ComponentReader reader = new ComponentReader(diagnostics, type);
    Optional<RecordComponentElement> sourceComponent =
        reader.single(Annotations.SOURCE_ID, "@Edge");
    Optional<RecordComponentElement> targetComponent =
        reader.single(Annotations.TARGET_ID, "@Edge");
    reader.rejectMarked(Annotations.ID, "Edge", "mark the edge's ids with @SourceId and @TargetId");
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

    checkInclude(type, edge, name, inverse, projection, include, components);
    checkIdType(type, sourceComponent, sourceId, source, "source");
    checkIdType(type, targetComponent, targetId, target, "target");
    Optional<CounterModel> sourceCounter =
        source.flatMap(node -> counter(type, edge, "sourceCounter", node, sourcePrefix));
    Optional<CounterModel> targetCounter =
        target.flatMap(node -> counter(type, edge, "targetCounter", node, targetPrefix));

    if (diagnostics.errorCount() > errorsBefore
        || source.isEmpty()
        || target.isEmpty()
        || sourceId.isEmpty()
        || targetId.isEmpty()) {
      return Optional.empty();
    }
    NodeRef sourceRef = ref(source.get(), sourcePrefix);
    NodeRef targetRef = ref(target.get(), targetPrefix);
    String labelLiteral = label.isEmpty() ? "" : label + "#";
    String sourceLiteral = sourceRef.keyPrefix() + "#";
    String targetLiteral = targetRef.keyPrefix() + "#";
    Optional<IndexModel> index =
        inverse.isEmpty()
            ? Optional.empty()
            : Optional.of(
                new IndexModel(
                    inverse,
                    projection,
                    include,
                    shards,
                    new KeyTemplate(
                        inverse + "PK",
                        targetLiteral,
                        targetId,
                        shards,
                        shards > 1 ? sourceId : Optional.empty()),
                    KeyTemplate.of(inverse + "SK", labelLiteral + sourceLiteral, sourceId.get())));
    return Optional.of(
        new EdgeModel(
            RecordNames.of(elements, type),
            label.isEmpty() ? Optional.empty() : Optional.of(label),
            sourceRef,
            targetRef,
            sourceId.get(),
            targetId.get(),
            components,
            reader.shapes(),
            KeyTemplate.of("PK", sourceLiteral, sourceId.get()),
            KeyTemplate.of("SK", labelLiteral + targetLiteral, targetId.get()),
            index,
            sourceCounter.map(c -> new CounterModel(sourceRef, c.component(), c.type())),
            targetCounter.map(c -> new CounterModel(targetRef, c.component(), c.type()))));
  }

  private Optional<NodeModel> end(TypeElement type, AnnotationMirror edge, String attribute) {
    boolean isSource = attribute.equals("source");
    Optional<TypeMirror> mirror = Annotations.type(edge, attribute);
    Optional<TypeElement> element = mirror.flatMap(TypeReader::typeElement);
    if (element.isEmpty() || !Annotations.has(element.get(), Annotations.NODE)) {
      String shown =
          element
              .map(e -> e.getQualifiedName().toString())
              .orElse(String.valueOf(mirror.orElse(null)));
      diagnostics.error(
          type,
          edge,
          attribute,
          Messages.endNotNode(isSource, type.getQualifiedName().toString(), shown));
      return Optional.empty();
    }
    return nodes.read(element.get());
  }

  /** A prefix or label attribute, checked against the name pattern when present. */
  private String checked(TypeElement type, AnnotationMirror edge, String attribute, String name) {
    String value = Annotations.string(edge, attribute);
    if (!value.isEmpty() && !value.matches(Messages.NAME_PATTERN)) {
      String message =
          attribute.equals("label")
              ? Messages.badLabel(name, value)
              : Messages.badPrefix(name, attribute, value);
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
        Messages.idTypeMismatch(
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
    if (!a.typedId()
        .map(IdModel.TypedId::qualifiedName)
        .equals(b.typedId().map(IdModel.TypedId::qualifiedName))) {
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
      List<ComponentModel> components) {
    List<String> attributes =
        components.stream().filter(c -> !c.isKey()).map(ComponentModel::name).toList();
    if (!include.isEmpty() && (inverse.isEmpty() || projection != ProjectionKind.INCLUDE)) {
      diagnostics.error(
          type,
          edge,
          "include",
          Messages.badInclude(
              name,
              "include is only used with inverseProjection = Projection.INCLUDE on an inverse"
                  + " index; set both, or remove include"));
      return;
    }
    if (projection == ProjectionKind.INCLUDE && include.isEmpty()) {
      diagnostics.error(
          type,
          edge,
          "inverseProjection",
          Messages.badInclude(
              name,
              "Projection.INCLUDE needs the components to project; list them in include = {...}"
                  + " or use Projection.KEYS_ONLY"));
      return;
    }
    for (String included : include) {
      Optional<ComponentModel> component =
          components.stream().filter(c -> c.name().equals(included)).findFirst();
      if (component.isEmpty()) {
        diagnostics.errorOnArrayItem(
            type, edge, "include", included, Messages.includeUnknown(name, included, attributes));
      } else if (component.get().isKey()) {
        diagnostics.errorOnArrayItem(
            type,
            edge,
            "include",
            included,
            Messages.badInclude(
                name,
                "include names the id component \""
                    + included
                    + "\", which lives in the keys and is always projected; remove it from"
                    + " include"));
      }
    }
    if (projection == ProjectionKind.INCLUDE) {
      for (ComponentModel component : components) {
        if (!component.isKey()
            && component.type().primitive()
            && !include.contains(component.name())) {
          diagnostics.error(
              type,
              edge,
              "include",
              Messages.unprojectedPrimitive(
                  name, component.name(), component.type().qualifiedName(), inverse));
        }
      }
    }
  }

  private Optional<CounterModel> counter(
      TypeElement type, AnnotationMirror edge, String attribute, NodeModel node, String keyPrefix) {
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
          type, edge, attribute, Messages.counterIsId(edgeName, attribute, counter, nodeName));
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
          Messages.counterMissing(edgeName, attribute, counter, nodeName, numeric));
      return Optional.empty();
    }
    if (!component.get().type().isNumber()) {
      diagnostics.error(
          type,
          edge,
          attribute,
          Messages.counterNotNumeric(
              edgeName, attribute, counter, nodeName, component.get().type().qualifiedName()));
      return Optional.empty();
    }
    return Optional.of(new CounterModel(ref(node, keyPrefix), counter, component.get().type()));
  }

  private static NodeRef ref(NodeModel node, String keyPrefix) {
    return new NodeRef(
        node.name(), node.prefix(), keyPrefix.isEmpty() ? node.prefix() : keyPrefix, node.id());
  }
}
