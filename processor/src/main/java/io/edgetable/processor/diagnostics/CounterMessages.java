package io.edgetable.processor.diagnostics;

import static io.edgetable.processor.diagnostics.Messages.attributeNumber;
import static io.edgetable.processor.diagnostics.Messages.attributeValue;
import static io.edgetable.processor.diagnostics.Messages.component;
import static io.edgetable.processor.diagnostics.Messages.didYouMean;

import io.edgetable.processor.diagnostics.Messages.Code;
import java.util.Collection;
import java.util.Optional;

/**
 * The messages about counters: an edge's {@code sourceCounter}/{@code targetCounter}, a node's
 * {@code @Counter} components, and their shards. Their codes are listed in {@link Messages.Code}.
 */
public final class CounterMessages {

  private CounterMessages() {}

  /** The most shards an inverse index or a counter may have. */
  public static final int MAX_SHARDS = 256;

  public static String counterMissing(
      String edge, String attribute, String counter, String node, Collection<String> candidates) {
    return attributeValue(Code.EdgeCounterMissing, edge, attribute, counter)
        + " is not a component of "
        + node
        + "; add 'long "
        + counter
        + "' to "
        + node
        + " or name one of its numeric components"
        + didYouMean(counter, candidates);
  }

  public static String counterIsId(String edge, String attribute, String counter, String node) {
    return attributeValue(Code.EdgeCounterIsId, edge, attribute, counter)
        + " is the id of "
        + node
        + ", which lives in the keys and cannot be counted; add a 'long' component to "
        + node
        + " and name it here";
  }

  public static String counterIsVersion(
      String edge, String attribute, String counter, String node) {
    return attributeValue(Code.EdgeCounterIsVersion, edge, attribute, counter)
        + " is the @Version of "
        + node
        + ", which only writes of "
        + node
        + " move; add a 'long' component to "
        + node
        + " to count in, and name it here";
  }

  /** {@code @Counter} on a node's {@code @Version}. */
  public static String counterAnnotationOnVersion(String node, String component) {
    return component(Code.EdgeCounterIsVersion, node, component)
        + " is marked both @Counter and @Version, but edges move a counter and only writes of "
        + node
        + " move its version; count in another 'long' component";
  }

  public static String counterNotNumeric(
      String edge, String attribute, String counter, String node, String type) {
    return attributeValue(Code.EdgeCounterNotNumeric, edge, attribute, counter)
        + " is "
        + node
        + "."
        + counter
        + " of type "
        + type
        + ", but a counter is incremented with ADD and must be a number;"
        + " declare it as long";
  }

  /** {@code attribute} (inverseShards, targetCounterShards, @Counter(shards)...) out of range. */
  public static String badCounterShards(String subject, String attribute, int shards) {
    return attributeNumber(Code.EdgeBadShardCount, subject, attribute, shards)
        + "; "
        + attribute
        + " must be between 1 and "
        + MAX_SHARDS
        + "; use a value from 1 to "
        + MAX_SHARDS;
  }

  public static String counterShardsWithoutCounter(
      String edge, String attribute, int shards, String counterAttribute) {
    return attributeNumber(Code.EdgeCounterShardsWithoutCounter, edge, attribute, shards)
        + ", but "
        + counterAttribute
        + " is not set, so there is no counter to spread over counter items; name the node's"
        + " counter ("
        + counterAttribute
        + " = \"...\") or remove "
        + attribute;
  }

  /** {@code @Counter} on an edge's component. */
  public static String misplacedCounter(String edge, String component) {
    return component(Code.EdgeMisplacedCounter, edge, component)
        + " is marked @Counter, which marks a counter of a @Node record; an edge names the"
        + " counters it moves with sourceCounter / targetCounter: remove @Counter here";
  }

  /** {@code @Counter} on a node's id. */
  public static String counterAnnotationOnId(String node, String component) {
    return component(Code.EdgeCounterIsId, node, component)
        + " is the node's @Id and is marked @Counter, but an id lives in the keys and cannot be"
        + " counted; mark a 'long' component @Counter instead";
  }

  /** {@code @Counter} on a component that is not a number. */
  public static String counterAnnotationNotNumeric(String node, String component, String type) {
    return component(Code.EdgeCounterNotNumeric, node, component)
        + " of type "
        + type
        + " is marked @Counter, but a counter is incremented with ADD and must be a number;"
        + " declare it as long";
  }

  /**
   * An edge counts a component of a node compiled apart from it, which does not mark it as a
   * counter: the node's DAO treats it as a plain attribute.
   */
  public static String counterNotDeclared(
      String edge, String attribute, String counter, String node, String type, int shards) {
    return attributeValue(Code.EdgeCounterNotDeclared, edge, attribute, counter)
        + " names a component of "
        + node
        + ", which is compiled apart from this edge and does not mark it @Counter, so the"
        + " node's DAO treats it as a plain attribute and its save would overwrite the count; mark"
        + " the component in "
        + node
        + ": "
        + counterMark(shards)
        + " "
        + type
        + " "
        + counter;
  }

  /**
   * The shards an edge gives a counter differ from those the node's {@code @Counter} declares, or
   * from those another edge gives it ({@code other} names that edge, or is empty).
   */
  public static String counterShardsMismatch(
      String edge,
      String attribute,
      String counter,
      String node,
      int shards,
      int otherShards,
      Optional<String> other) {
    String shardsAttribute = attribute + "Shards";
    String theirs =
        other
            .map(o -> "but " + o + " counts it over " + otherShards + " counter item(s)")
            .orElse("but " + node + "." + counter + " is marked " + counterMark(otherShards));
    return attributeNumber(Code.EdgeCounterShardsMismatch, edge, shardsAttribute, shards)
        + " for "
        + node
        + "."
        + counter
        + ", "
        + theirs
        + "; a counter has one set of counter items, which every read of the node sums, so give"
        + " every edge and the @Counter mark the same number (for example "
        + counterMark(Math.max(shards, otherShards))
        + " and "
        + shardsAttribute
        + " = "
        + Math.max(shards, otherShards)
        + ")";
  }

  private static String counterMark(int shards) {
    return shards > 1 ? "@Counter(shards = " + shards + ")" : "@Counter";
  }
}
