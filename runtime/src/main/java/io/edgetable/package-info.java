/**
 * EdgeTable's annotations and the few types every generated class names: annotate records with
 * {@link io.edgetable.Node} and {@link io.edgetable.Edge}, and the processor generates, beside each
 * record, {@code FooKeys}, {@code FooMarshaller}, {@code FooFields}, {@code FooDao} and {@code
 * FooAsyncDao} (and {@code FooCollection} for a node); the DAOs extend the base classes of {@link
 * io.edgetable.dao}.
 *
 * <p>The runtime's packages, each a layer that imports only the layers below it:
 *
 * <ol>
 *   <li>{@code io.edgetable} (this package: annotations, {@link io.edgetable.Dao}, {@link
 *       io.edgetable.EdgeKey}, {@link io.edgetable.Page}, {@link io.edgetable.ItemMarshaller}) and
 *       {@link io.edgetable.exception} (every exception);
 *   <li>{@code io.edgetable.internal.codec}, {@code .expression}, {@code .transport}: keys and
 *       values, expression placeholders, sending requests and retrying them;
 *   <li>{@link io.edgetable.expression}: typed conditions and updates;
 *   <li>{@code io.edgetable.internal.model}: how each record kind is keyed, counted and versioned;
 *   <li>{@link io.edgetable.query} and {@code io.edgetable.internal.query}: queries and pages;
 *   <li>{@code io.edgetable.internal.transaction}: the writes of one operation, planned;
 *   <li>{@code io.edgetable.internal.operation}: the operations a DAO runs;
 *   <li>{@link io.edgetable.transaction}: transactions across DAOs;
 *   <li>{@link io.edgetable.dao}: the base classes of the generated DAOs.
 * </ol>
 *
 * <p>and, apart, {@link io.edgetable.schema} (tables and their exports) and {@code
 * io.edgetable.doctor} (the integrity doctor). {@code io.edgetable.internal.*} is not API:
 * generated code calls it, applications must not, and it changes without notice.
 */
package io.edgetable;
