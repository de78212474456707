/**
 * Model to Java source: one {@link io.edgetable.processor.write.Generator} per output, all listed
 * in {@link io.edgetable.processor.write.Generators}, writing through {@link
 * io.edgetable.processor.write.SourceWriter}. Every runtime type generated code names is a constant
 * of {@link io.edgetable.processor.names.RuntimeNames}. Code is emitted through JavaPoet's
 * structure ({@code $T} for types, {@code $W} where a line may wrap) so that it fits 100 columns;
 * Javadoc is wrapped by {@link io.edgetable.processor.write.DocText}.
 *
 * <p>DAOs: each operation of a record's DAOs is described once, as a {@code DaoOperation} (name,
 * parameters, Javadoc, result, and the one runtime call that runs it). {@code DaoSubject} is the
 * record the operations act on; the code of each family is in {@code ReadOperations}, {@code
 * WriteOperations}, {@code BatchOperations}, {@code QueryOperations} and {@code
 * CounterOperations}, and its Javadoc in {@code ReadDocs}, {@code WriteDocs}, {@code BatchDocs},
 * {@code QueryDocs} and {@code NodeDeleteText} (with {@code RequestText} and {@code EdgeWriteText}
 * for the phrases they share); {@code DaoCatalogue} lists which operations a node and an edge
 * have. {@code DaoWriter} renders that list twice, as {@code FooDao} ({@code Futures.join(call)})
 * and {@code FooAsyncDao} ({@code Futures.supply(() -> call)}); {@code RecordTypeCode} writes the
 * record's runtime descriptor {@code FooDao.TYPE}. A new DAO operation is one method in a family,
 * its Javadoc beside the others of that family, and one line in {@code DaoCatalogue} (plus the
 * runtime operation its call names): both DAOs get it.
 */
package io.edgetable.processor.write;
