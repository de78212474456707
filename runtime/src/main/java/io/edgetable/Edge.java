package io.edgetable;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as an edge item of the adjacency list: {@code PK = SOURCEPREFIX#sourceId},
 * {@code SK = [LABEL#]TARGETPREFIX#targetId}, and, with an {@link #inverse()} index {@code X},
 * {@code XPK = TARGETPREFIX#targetId[#shard]}, {@code XSK = [LABEL#]SOURCEPREFIX#sourceId}.
 *
 * <pre>{@code
 * @Edge(source = Student.class, target = Course.class, label = "ENROLL", inverse = "GSI1",
 *       sourceCounter = "courseCount", targetCounter = "studentCount")
 * public record Enrollment(@SourceId String studentId, @TargetId String courseId, String grade) {}
 * }</pre>
 *
 * <p>An end that is not counted is not checked to exist when an edge is put (a counted one is:
 * {@code NodeNotFoundException}), and the integrity doctor reports an edge whose end is missing as
 * dangling.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Edge {
  /** The source node record (annotated {@link Node}). */
  Class<?> source();

  /** The target node record (annotated {@link Node}); may be the source's class. */
  Class<?> target();

  /** Sort-key label that tells this edge type apart from others in the source's partition. */
  String label() default "";

  /** Prefix of the source id in keys; default: the source node's prefix. */
  String sourcePrefix() default "";

  /** Prefix of the target id in keys; default: the target node's prefix. */
  String targetPrefix() default "";

  /** Name of the global secondary index that answers inverse queries; default: none. */
  String inverse() default "";

  /** What the inverse index stores. */
  Projection inverseProjection() default Projection.ALL;

  /** With {@link Projection#INCLUDE}: the components the inverse index stores. */
  String[] include() default {};

  /**
   * Number of inverse index partitions per target (1 to 256). Above 1, the index partition key
   * gets a {@code #shard} suffix so a celebrity target does not make one hot partition.
   */
  int inverseShards() default 1;

  /**
   * A component (not an id) whose order the inverse index keeps: its sort key is then that
   * attribute, typed, followed by the label sort key (a multi-attribute key), so {@code
   * inverse(id)} returns the edges in that order and {@code inverse(id, KeyRange)} reads a range
   * of it. Stored as {@code S}, {@code N} or {@code B} (strings, numbers, {@code Instant}, {@code
   * LocalDate}, enums, typed ids); never null on a write. Default: none (source id order).
   */
  String inverseSortBy() default "";

  /** Numeric component of the source node counted up and down with this edge; default: none. */
  String sourceCounter() default "";

  /** Numeric component of the target node counted up and down with this edge; default: none. */
  String targetCounter() default "";

  /**
   * Counter items the {@link #sourceCounter()} is spread over (1 to 256). Above 1, each edge moves
   * the counter item {@code PK = SK = <node PK>#counter#k}, {@code k} the shard of the target id,
   * so a source with many edges is not one hot item; reads sum the node item and every counter
   * item.
   */
  int sourceCounterShards() default 1;

  /**
   * Counter items the {@link #targetCounter()} is spread over (1 to 256). Above 1, each edge moves
   * the counter item {@code PK = SK = <node PK>#counter#k} ({@code USER#bob#followers#3}), {@code
   * k} the shard of the source id (FNV-1a of the escaped id, as for {@link #inverseShards()}), so a
   * celebrity's follows do not all write one item; reads sum the node item and every counter item.
   */
  int targetCounterShards() default 1;
}
