package io.edgetable;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as a vertex item. Its partition key is {@code PREFIX#id}; its sort key is the
 * same value unless {@link #sortKey()} gives a constant.
 *
 * <pre>{@code
 * @Node(prefix = "STU")
 * public record Student(@Id String studentId, String name, long courseCount) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Node {
  /** The key prefix, matching {@code [A-Za-z0-9_.-]+}: {@code STU} gives {@code PK = STU#<id>}. */
  String prefix();

  /**
   * A constant sort key for the node item, matching {@code [A-Za-z0-9_.-]+}. Empty (the default)
   * means the sort key equals the partition key.
   */
  String sortKey() default "";
}
