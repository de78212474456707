/**
 * Model to Java source: one {@link io.edgetable.processor.write.Generator} per output, all listed
 * in {@link io.edgetable.processor.write.Generators}, writing through {@link
 * io.edgetable.processor.write.SourceWriter}. Every runtime type generated code names is a constant
 * of {@link io.edgetable.processor.names.RuntimeNames}. Code is emitted through JavaPoet's
 * structure ({@code $T} for types, {@code $W} where a line may wrap) so that it fits 100 columns;
 * Javadoc is wrapped by {@link io.edgetable.processor.write.DocText}.
 *
 * <p>DAOs: every method that all DAOs of a kind have lives in the runtime's base classes ({@code
 * io.edgetable.dao.NodeDao}, {@code CountedEdgeDao}, {@code UncountedEdgeDao} and their async
 * forms), documented there once. A generated DAO extends its base and adds the operations whose
 * signature or request depends on its record, each described once as a {@code DaoOperation}
 * (name, parameters, Javadoc, result, and the one runtime call that runs it). {@code DaoSubject}
 * is the record the operations act on; the code of each family is in {@code ReadOperations}
 * ({@code collection(id)}), {@code WriteOperations} ({@code delete(record)} of a versioned
 * record), {@code QueryOperations} and {@code InverseOperations} (the inverse queries) and {@code
 * CounterOperations} ({@code deleteWithEdges(id)}), and its Javadoc in {@code ReadDocs}, {@code
 * WriteDocs}, {@code QueryDocs}, {@code InverseDocs} and {@code NodeDeleteText} (with {@code
 * RequestText} and {@code EdgeWriteText} for the phrases they share); {@code DaoClassDoc} states
 * in the class Javadoc what the inherited methods send for the record: its keys, counters,
 * version and time to live. {@code DaoCatalogue} lists the base and the added operations of a
 * node and an edge. {@code DaoWriter} renders that list twice, as {@code FooDao} ({@code
 * Futures.join(call)}) and {@code FooAsyncDao} ({@code Futures.supply(() -> call)}); {@code
 * RecordTypeCode} writes the record's runtime descriptor {@code FooDao.TYPE}, which the base
 * class finds. A method every DAO of a kind has belongs in the base class; one that depends on
 * the record is one method in a family, its Javadoc beside the others of that family, and one
 * line in {@code DaoCatalogue}: both DAOs get it.
 */
package io.edgetable.processor.write;
