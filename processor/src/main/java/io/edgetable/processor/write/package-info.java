/**
 * Model to Java source: one {@link io.edgetable.processor.write.Generator} per output, all listed
 * in {@link io.edgetable.processor.write.Generators}, writing through {@link
 * io.edgetable.processor.write.SourceWriter}. The only package that uses JavaPoet.
 */
package io.edgetable.processor.write;
