package io.edgetable.query;

/**
 * The rule that an edge without an inverse index has no {@code inverse} query: DynamoDB can only
 * query a partition, and an edge is stored in its source's partition, so reading the edges to a
 * target needs a global secondary index keyed by the target. A type with no value: {@code
 * starDao.inverse(repoId)} on such an edge names it in the compile error. Declare {@code inverse =
 * "GSI1"} on the {@code @Edge} (and create the index: {@code TableDefinition} or the exports) to
 * get {@code inverse(targetId)}, or query {@code forward(sourceId)}.
 */
public enum InverseNeedsAnIndex {}
