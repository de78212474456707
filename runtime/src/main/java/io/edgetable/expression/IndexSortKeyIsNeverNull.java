package io.edgetable.expression;

/**
 * The rule that the sort component of an ordered inverse index ({@code @Edge(inverseSortBy = ...)})
 * is never removed: it is a key attribute of the index, and an edge without it would silently drop
 * out of the index and of every inverse query. A type with no value: {@code
 * ContributesFields.since.remove()} names it in the compile error. Set another value with {@code
 * set}, or delete the edge.
 */
public enum IndexSortKeyIsNeverNull {}
