package io.edgetable.processor.diagnostics;

import static io.edgetable.processor.diagnostics.Messages.about;
import static io.edgetable.processor.diagnostics.Messages.component;
import static io.edgetable.processor.diagnostics.Messages.second;

import io.edgetable.processor.diagnostics.Messages.Code;
import io.edgetable.processor.model.EdgeTableAnnotation;

/**
 * The messages about ids: which components are ids ({@code @Id}, {@code @SourceId},
 * {@code @TargetId}) and their types. Their codes are listed in {@link Messages.Code}.
 */
public final class IdMessages {

  private IdMessages() {}

  private static final String ID_TYPES =
      "String, UUID, int, long, Integer, Long, an enum, or a record with one component of those";

  /** {@code annotation} is {@code ID}, {@code SOURCE_ID} or {@code TARGET_ID}. */
  public static String missingId(String type, EdgeTableAnnotation annotation) {
    Code code =
        switch (annotation) {
          case ID -> Code.EdgeMissingId;
          case SOURCE_ID -> Code.EdgeMissingSourceId;
          default -> Code.EdgeMissingTargetId;
        };
    String role = annotation == EdgeTableAnnotation.ID ? "@Node" : "@Edge";
    return about(code, type)
        + " has no @"
        + annotation.simpleName()
        + " component, but every "
        + role
        + " needs exactly one;"
        + " annotate the component that identifies it with @"
        + annotation.simpleName();
  }

  public static String duplicateId(
      String type, EdgeTableAnnotation annotation, String component, String first) {
    Code code =
        switch (annotation) {
          case ID -> Code.EdgeDuplicateId;
          case SOURCE_ID -> Code.EdgeDuplicateSourceId;
          default -> Code.EdgeDuplicateTargetId;
        };
    return second(code, type, component, annotation, first, "exactly one");
  }

  public static String sourceAndTargetId(String type, String component) {
    return component(Code.EdgeSourceAndTargetId, type, component)
        + " is marked both @SourceId and @TargetId, but an edge's source"
        + " and target ids are two components; remove one of the annotations";
  }

  /** An id annotation of the other kind: {@code @Id} on an edge, {@code @SourceId} on a node. */
  public static String misplacedId(
      String type, String component, EdgeTableAnnotation annotation, EdgeTableAnnotation kind) {
    String fix =
        kind == EdgeTableAnnotation.EDGE
            ? "mark the edge's ids with @SourceId and @TargetId"
            : "a node has one @Id; @SourceId and @TargetId mark an @Edge's ids";
    return component(Code.EdgeMisplacedId, type, component)
        + " is marked @"
        + annotation.simpleName()
        + ", which has no meaning in a @"
        + kind.simpleName()
        + " record; "
        + fix;
  }

  public static String idTypeUnsupported(String type, String component, String idType) {
    return component(Code.EdgeIdTypeUnsupported, type, component)
        + " has type "
        + idType
        + ", which cannot be an id;"
        + " use "
        + ID_TYPES;
  }

  public static String idTypeMismatch(
      String edge,
      String component,
      String type,
      String end,
      String node,
      String nodeId,
      String nodeType) {
    return component(Code.EdgeIdTypeMismatch, edge, component)
        + " has type "
        + type
        + ", but the "
        + end
        + " "
        + node
        + " is identified by "
        + nodeId
        + " of type "
        + nodeType
        + "; an edge's id has its node's id type (counters and"
        + " collections build the node's key from it): declare "
        + component
        + " as "
        + nodeType;
  }
}
