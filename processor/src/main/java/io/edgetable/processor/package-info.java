/**
 * The EdgeTable annotation processor. {@link io.edgetable.processor.EdgeTableProcessor} runs each
 * round: {@code read} turns annotated records into the immutable {@code model}, {@code check}
 * reports misuse, and {@code write} generates one output per generator. A new DAO operation is
 * described once in {@code write.DaoOperations}, which both the synchronous and the asynchronous
 * DAO are rendered from (see the {@code write} package).
 */
package io.edgetable.processor;
