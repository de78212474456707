/**
 * Queries on one partition: {@link io.edgetable.query.EdgeQuery} (forward and inverse queries of
 * an edge, a node's collection) and its asynchronous twin {@link
 * io.edgetable.query.AsyncEdgeQuery}, their keys-only forms, and pages with cursors.
 */
package io.edgetable.query;
