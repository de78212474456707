/**
 * Model to Java source: one {@link io.edgetable.processor.write.Generator} per output, all listed
 * in {@link io.edgetable.processor.write.Generators}, writing through {@link
 * io.edgetable.processor.write.SourceWriter}. The only package that uses JavaPoet. Code is emitted
 * through JavaPoet's structure ({@code $T} for types, {@code $W} where a line may wrap) so that it
 * fits 100 columns; Javadoc is wrapped by {@link io.edgetable.processor.write.DocWrapper}.
 */
package io.edgetable.processor.write;
