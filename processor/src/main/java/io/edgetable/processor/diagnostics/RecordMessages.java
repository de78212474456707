package io.edgetable.processor.diagnostics;

import static io.edgetable.processor.diagnostics.Messages.about;
import static io.edgetable.processor.diagnostics.Messages.component;
import static io.edgetable.processor.diagnostics.Messages.simple;

import io.edgetable.processor.diagnostics.Messages.Code;
import io.edgetable.processor.model.EdgeTableAnnotation;
import java.util.Map;
import java.util.Optional;

/**
 * The messages about a record's shape: what may be annotated, its component types, reserved and
 * nested annotations, and the processor's own failures. Their codes are listed in {@link
 * Messages.Code}.
 */
public final class RecordMessages {

  private RecordMessages() {}

  private static final String SUPPORTED_TYPES =
      "String, primitives and their boxes, BigDecimal, BigInteger, Instant, LocalDate, UUID, enums,"
          + " byte[], List<E>, Set<String>, Set of numbers, Map<String, V> and records of those";

  public static String notARecord(String type, EdgeTableAnnotation annotation, String kind) {
    return about(Code.EdgeNotARecord, type)
        + " is "
        + kind
        + ", but @"
        + annotation.simpleName()
        + " applies only to records;"
        + " declare it as 'record "
        + simple(type)
        + "(...)'";
  }

  public static String genericRecord(String type, EdgeTableAnnotation annotation) {
    return about(Code.EdgeGenericRecord, type)
        + " declares type parameters, but a @"
        + annotation.simpleName()
        + " record is stored and read back as one concrete type (generated code would use raw"
        + " types); remove the type parameters, e.g. give the component a concrete type";
  }

  /** {@code inaccessible} is the record itself or the private class it is nested in. */
  public static String privateRecord(
      String type, EdgeTableAnnotation annotation, String inaccessible) {
    String where =
        inaccessible.equals(type) ? "it is private" : "it is nested in private " + inaccessible;
    return about(Code.EdgePrivateRecord, type)
        + " is annotated @"
        + annotation.simpleName()
        + ", but "
        + where
        + ", so the classes generated beside it in its package cannot use it; make "
        + simple(inaccessible)
        + " package-private or public";
  }

  public static String nodeAndEdge(String type) {
    return about(Code.EdgeNodeAndEdge, type)
        + " is annotated both @Node and @Edge, but an item is either a vertex or an edge;"
        + " keep one of the two annotations";
  }

  public static String endNotNode(boolean source, String edge, String type) {
    Code code = source ? Code.EdgeSourceNotNode : Code.EdgeTargetNotNode;
    String end = source ? "source" : "target";
    return about(code, edge)
        + ": "
        + end
        + " "
        + type
        + " is not a record annotated @Node;"
        + " annotate it with @Node(prefix = \"...\") or name a @Node record as "
        + end;
  }

  /** {@code detail} is one of the {@link Unsupported} fragments. */
  public static String componentTypeUnsupported(String type, String component, String detail) {
    return component(Code.EdgeComponentTypeUnsupported, type, component)
        + ": "
        + detail
        + " is not supported; use "
        + SUPPORTED_TYPES;
  }

  /**
   * A type the component names (its own, a type argument, an id's wrapper, a nested record's
   * component type) that code in the record's package cannot use. {@code inaccessible} is that type
   * or the private class it is nested in.
   */
  public static String privateType(
      String type, String component, String usedType, String inaccessible, boolean isPrivate) {
    String why =
        inaccessible.equals(usedType)
            ? (isPrivate ? "is private" : "is not public")
            : "is nested in " + (isPrivate ? "private " : "non-public ") + inaccessible;
    return component(Code.EdgePrivateType, type, component)
        + " uses "
        + usedType
        + ", which "
        + why
        + ", so the classes generated beside "
        + simple(type)
        + " cannot name it; make "
        + simple(inaccessible)
        + (isPrivate ? " package-private or public" : " public");
  }

  /** What is wrong with an unsupported type: the details of {@link #componentTypeUnsupported}. */
  public static final class Unsupported {
    private Unsupported() {}

    public static String array(String type) {
      return "array type " + type + " (only byte[] is stored, as binary)";
    }

    public static String type(String type) {
      return "type " + type;
    }

    public static String set(String element) {
      return "Set<"
          + element
          + "> (DynamoDB sets hold strings or numbers; use List<"
          + simple(element)
          + ">)";
    }

    public static String mapKey(String key) {
      return "Map with " + key + " keys (DynamoDB map keys are strings; use Map<String, V>)";
    }

    public static String genericRecord(String record) {
      return "generic record " + record;
    }

    public static String rawType(String type) {
      return "raw type " + type + " (give its type arguments)";
    }

    public static String typeArgument(String argument, String owner) {
      return "type argument "
          + argument
          + " of "
          + owner
          + " (use a concrete type, no wildcards or type variables)";
    }

    /** The detail of a nested record's component. */
    public static String inRecord(String record, String component, String detail) {
      return "in " + simple(record) + "." + component + ", " + detail;
    }
  }

  /**
   * A component named like a key attribute: the table's ({@code index} empty), or that of an
   * inverse index, which {@code usedBy} declares.
   */
  public static String reservedAttribute(
      String type, String component, Optional<String> index, boolean partition, String usedBy) {
    String key = partition ? "partition key" : "sort key";
    String owner =
        index
            .map(i -> key + " of index " + i + " (used by " + usedBy + ")")
            .orElse("the table's " + key);
    return component(Code.EdgeReservedAttribute, type, component)
        + " is named like the key attribute "
        + component
        + " ("
        + owner
        + ") and would overwrite it; rename the component";
  }

  /**
   * An EdgeTable annotation on a component of {@code nested}, a record that is not a {@code @Node}
   * or {@code @Edge} but the type of (or inside) {@code record}'s attribute {@code attribute}:
   * stored as a map inside that attribute, where the annotation has no effect.
   */
  public static String nestedAnnotation(
      String nested,
      String component,
      EdgeTableAnnotation annotation,
      String record,
      String attribute) {
    String fix =
        switch (annotation) {
          case VERSION ->
              "a version guards a whole item: remove it here, and mark a 'long' component of "
                  + simple(record)
                  + " @Version";
          case TTL ->
              "DynamoDB expires whole items: remove it here, and mark an 'Instant' component of "
                  + simple(record)
                  + " @Ttl";
          case COUNTER ->
              "edges count a @Node record's own components: remove it here, and count in a"
                  + " 'long' component of the node";
          default ->
              "keys are built from the @Node or @Edge record's own components: remove it here ("
                  + simple(record)
                  + "'s ids are the components it marks itself)";
        };
    return component(Code.EdgeNestedAnnotation, nested, component)
        + " is marked @"
        + annotation.simpleName()
        + ", but "
        + simple(nested)
        + " is not a @Node or @Edge record: it is stored as a map inside "
        + record
        + "."
        + attribute
        + ", where @"
        + annotation.simpleName()
        + " has no effect; "
        + fix;
  }

  public static String unresolvedType(String type) {
    return about(Code.EdgeUnresolvedType, type)
        + " refers to a type that could not be resolved (not even after the other"
        + " annotation processors ran); fix the missing type or its import";
  }

  public static String internalError(String type, Throwable error) {
    StackTraceElement where = error.getStackTrace().length > 0 ? error.getStackTrace()[0] : null;
    return Code.EdgeInternalError.tag()
        + "EdgeTable failed while processing "
        + type
        + ": "
        + error
        + (where == null ? "" : " at " + where)
        + "; please report this with the record's declaration";
  }

  /**
   * The note of {@code -Aedgetable.timing=true}: the processor's own time, then by phase (name and
   * milliseconds, in order).
   */
  public static String timing(long millis, Map<String, Long> phases) {
    StringBuilder note = new StringBuilder("EdgeTable processor: " + millis + " ms in process()");
    String separator = "; by phase: ";
    for (Map.Entry<String, Long> phase : phases.entrySet()) {
      note.append(separator).append(phase.getKey()).append(' ').append(phase.getValue());
      note.append(" ms");
      separator = ", ";
    }
    return note.toString();
  }

  /** A value of the processor option {@code option} that is neither true nor false. */
  public static String badOption(String option, String value) {
    return Code.EdgeBadOption.tag()
        + "-A"
        + option
        + "="
        + value
        + ": the option "
        + option
        + " is true or false (default true); write -A"
        + option
        + "=false to leave out what it adds, or remove the option";
  }
}
