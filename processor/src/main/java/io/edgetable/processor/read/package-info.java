/**
 * Elements to model: reads {@code @Node}/{@code @Edge} records through annotation mirrors into the
 * immutable records of {@code model}, reporting per-record problems through {@code diagnostics} as
 * it goes. Type names are read from their elements (package and nested simple names), never
 * inferred from letter case; key templates come from {@link
 * io.edgetable.processor.model.KeyLayout}. Nothing here outlives a round.
 */
package io.edgetable.processor.read;
