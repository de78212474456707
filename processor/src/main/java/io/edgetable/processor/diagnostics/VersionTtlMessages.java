package io.edgetable.processor.diagnostics;

import static io.edgetable.processor.diagnostics.Messages.component;
import static io.edgetable.processor.diagnostics.Messages.second;
import static io.edgetable.processor.diagnostics.Messages.simple;

import io.edgetable.processor.diagnostics.Messages.Code;
import io.edgetable.processor.model.EdgeTableAnnotation;
import java.util.List;

/**
 * The messages about {@code @Version} and {@code @Ttl} components. Their codes are listed in {@link
 * Messages.Code}.
 */
public final class VersionTtlMessages {

  private VersionTtlMessages() {}

  /** A second {@code @Version} or {@code @Ttl} component ({@code annotation}). */
  public static String duplicateVersionOrTtl(
      String type, EdgeTableAnnotation annotation, String component, String first) {
    Code code =
        annotation == EdgeTableAnnotation.VERSION
            ? Code.EdgeDuplicateVersion
            : Code.EdgeDuplicateTtl;
    return second(code, type, component, annotation, first, "at most one");
  }

  public static String versionType(String type, String component, String declared) {
    return component(Code.EdgeVersionType, type, component)
        + " is @Version of type "
        + declared
        + ", but a version is a number DynamoDB compares and adds 1 to; declare it 'long "
        + component
        + "' (or Long)";
  }

  public static String ttlType(String type, String component, String declared) {
    return component(Code.EdgeTtlType, type, component)
        + " is @Ttl of type "
        + declared
        + ", but a time to live is the moment the item expires, stored as epoch seconds;"
        + " declare it 'java.time.Instant "
        + component
        + "'";
  }

  /** {@code @Version} or {@code @Ttl} on an id component, which lives in the keys. */
  public static String versionOrTtlIsId(
      String type, EdgeTableAnnotation annotation, String component) {
    Code code = annotation == EdgeTableAnnotation.VERSION ? Code.EdgeVersionIsId : Code.EdgeTtlIsId;
    return component(code, type, component)
        + " is an id, which lives in the keys and never changes, so it cannot be the @"
        + annotation.simpleName()
        + "; annotate another component "
        + (annotation == EdgeTableAnnotation.VERSION ? "('long version')" : "('Instant expiresAt')")
        + " instead";
  }

  /** {@code counters}: how the edge's counters read, e.g. {@code sourceCounter "courseCount"}. */
  public static String ttlWithCounter(String edge, String component, List<String> counters) {
    return component(Code.EdgeTtlWithCounter, edge, component)
        + " is @Ttl, but the edge has counters ("
        + String.join(", ", counters)
        + "): DynamoDB deletes an expired item without moving the counters, which would then"
        + " overcount; remove @Ttl, or the counters (count() on a query gives the exact number)";
  }

  /**
   * {@code @Ttl} on a node whose counters count edges; {@code counters} say which and by what, e.g.
   * {@code studentCount (test.Enrollment's targetCounter)}.
   */
  public static String ttlOnCountedNode(String node, String component, List<String> counters) {
    return component(Code.EdgeTtlOnCountedNode, node, component)
        + " is @Ttl, but edges are counted on "
        + simple(node)
        + " ("
        + String.join(", ", counters)
        + "): DynamoDB deletes an expired node with its counts and leaves the counted edges,"
        + " which then point at a node that is gone and are counted nowhere (created again with the"
        + " same id, the node would start below the number of its edges); remove @Ttl from "
        + simple(node)
        + ", or the counters (count() on a query gives the exact number)";
  }

  /**
   * An edge whose {@code attribute} ({@code targetCounter}) counts {@code component} of {@code
   * node}, compiled apart, whose {@code ttl} component is {@code @Ttl}: no {@code @Counter} mark
   * can make such a node counted.
   */
  public static String ttlOnCountedNodeApart(
      String edge, String attribute, String component, String node, String ttl) {
    return Messages.attributeValue(Code.EdgeTtlOnCountedNode, edge, attribute, component)
        + " counts "
        + node
        + ", which is compiled apart and has @Ttl "
        + ttl
        + ": DynamoDB deletes an expired node with its counts and leaves the counted edges,"
        + " which then point at a node that is gone and are counted nowhere; remove @Ttl from "
        + simple(node)
        + " (and mark "
        + component
        + " @Counter), or remove "
        + attribute
        + " (count() on a query gives the exact number)";
  }

  public static String ttlConflict(
      String type, String component, String otherType, String otherComponent) {
    return component(Code.EdgeTtlConflict, type, component)
        + " is @Ttl, but "
        + otherType
        + " names its time to live '"
        + otherComponent
        + "', and records compiled together share one table, which has one time-to-live"
        + " attribute; name both @Ttl components '"
        + otherComponent
        + "' (or compile them apart, for different tables)";
  }
}
