/**
 * Internal, not API. Queries: plans, filters, cursors, shard merges and pages.
 */
package io.edgetable.internal.query;
