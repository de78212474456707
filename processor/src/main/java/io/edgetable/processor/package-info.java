/**
 * The EdgeTable annotation processor. {@link io.edgetable.processor.EdgeTableProcessor} runs each
 * round in one direction:
 *
 * <ol>
 *   <li>{@code read}: elements to {@code model} records, checking each record on its own (not a
 *       record, ids, types, prefixes, counters);
 *   <li>{@code check}: the rules that span records, on the model alone (key collisions, index
 *       projections, reserved attributes, generated class names);
 *   <li>{@code write}: one generator per output, run only when nothing was reported.
 * </ol>
 *
 * <p>{@code model} is immutable and knows neither elements nor JavaPoet; the item layout (prefixes,
 * labels, shard suffix, key templates) is computed in one place, {@link
 * io.edgetable.processor.model.KeyLayout}. Every message, one code per rule, is in {@link
 * io.edgetable.processor.diagnostics.Messages}, which {@code read} and {@code check} both report
 * through; neither imports the other. A new DAO operation is described once and listed in {@code
 * write.DaoCatalogue}, which both the synchronous and the asynchronous DAO are rendered from (see
 * the {@code write} package). Every runtime type the generated code names is a constant of {@link
 * io.edgetable.processor.names.RuntimeNames}, a leaf package both {@code model} and {@code write}
 * use.
 */
package io.edgetable.processor;
