/**
 * Model to Java source: one {@link io.edgetable.processor.write.Generator} per output, all listed
 * in {@link io.edgetable.processor.write.Generators}, writing through {@link
 * io.edgetable.processor.write.SourceWriter}. The only package that uses JavaPoet; every runtime
 * type generated code names is a constant of {@link io.edgetable.processor.write.RuntimeNames}.
 * Code is emitted through JavaPoet's structure ({@code $T} for types, {@code $W} where a line may
 * wrap) so that it fits 100 columns; Javadoc is wrapped by {@link
 * io.edgetable.processor.write.DocText}.
 *
 * <p>DAOs: {@code DaoOperations} describes each operation of a record's DAOs once, as a {@code
 * DaoOperation} (name, parameters, the request its Javadoc names, {@code @return} and {@code
 * @throws}, result, and the one runtime call that runs it), and lists the operations of a node and
 * of an edge; {@code DaoWriter} renders that list twice, as {@code FooDao} ({@code
 * Futures.join(call)}) and {@code FooAsyncDao} ({@code Futures.supply(() -> call)}); {@code
 * RecordTypeCode} writes the record's runtime descriptor {@code FooDao.TYPE}. A new DAO operation
 * is one method in {@code DaoOperations} (plus the runtime operation its call names), added to the
 * list of each kind that has it: both DAOs get it.
 */
package io.edgetable.processor.write;
