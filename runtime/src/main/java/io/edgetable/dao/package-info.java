/**
 * The base classes of the generated DAOs: {@code FooDao} of a {@code @Node} record extends {@link
 * io.edgetable.dao.NodeDao}, of an {@code @Edge} record {@link io.edgetable.dao.CountedEdgeDao} or
 * {@link io.edgetable.dao.UncountedEdgeDao}, and each {@code FooAsyncDao} the asynchronous form
 * ({@link io.edgetable.dao.AsyncNodeDao}, {@link io.edgetable.dao.AsyncCountedEdgeDao}, {@link
 * io.edgetable.dao.AsyncUncountedEdgeDao}); each {@code FooMarshaller} extends {@link
 * io.edgetable.dao.RecordMarshaller}, which does around the record's own keys and attributes what
 * every marshaller does (null check, item size, the item named in a read error).
 *
 * <p>The methods every DAO of a kind has live here, documented once in terms of "the DAO's key":
 * the key of the record's items, whose patterns ({@code PK = STU#{studentId}, SK =
 * ENROLL#CRS#{courseId}}), index keys, counters and id limits the class Javadoc of each generated
 * DAO states. A generated DAO adds only what its record needs beyond them ({@code collection(id)},
 * {@code deleteWithEdges(id)}, {@code inverse(id)}...).
 *
 * <p>Only the processor extends these classes: a class it did not generate fails in its
 * constructor with {@code IllegalStateException}. Applications use the generated DAOs, and may
 * name these types to pass any DAO of a kind around.
 */
package io.edgetable.dao;
