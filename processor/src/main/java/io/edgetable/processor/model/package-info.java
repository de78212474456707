/**
 * The immutable description of a round's records that generators read: no {@code Element}s, no
 * JavaPoet. {@link io.edgetable.processor.model.KeyLayout} turns prefixes, labels and shards into
 * the {@link io.edgetable.processor.model.KeyTemplate}s of the item layout; {@link
 * io.edgetable.processor.model.JavaName} names types by their parts; {@link
 * io.edgetable.processor.model.GeneratedClass} lists every class generated for a record.
 */
package io.edgetable.processor.model;
