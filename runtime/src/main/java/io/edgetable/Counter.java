package io.edgetable;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a numeric component of a {@link Node} as a counter that edges move ({@link
 * Edge#sourceCounter()} / {@link Edge#targetCounter()}): it starts at 0 ({@code put} refuses a
 * record holding another value), {@code save} never writes it (a node it creates holds 0), and
 * every read returns the node item's value plus its counter items ({@link #shards()}).
 *
 * <p>Optional when the node is compiled together with the edges that count it: the processor sees
 * them and treats the component as a counter. Required when an edge is compiled apart from the node
 * (another module, or a later compilation), because the node's DAO is generated without seeing that
 * edge; the edge's compilation then fails with {@code [EdgeCounterNotDeclared]} until the node says
 * so itself.
 *
 * <pre>{@code
 * @Node(prefix = "USER")
 * public record User(@Id String handle, @Counter(shards = 8) long followers,
 *                    @Counter long following) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Counter {
  /**
   * The counter items the count is spread over (1 to 256), as every edge that moves it says with
   * {@code targetCounterShards} / {@code sourceCounterShards}. 1 (the default) keeps the count on
   * the node item itself.
   */
  int shards() default 1;
}
