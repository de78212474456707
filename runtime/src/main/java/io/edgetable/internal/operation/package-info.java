/**
 * Internal, not API. The operations a generated DAO runs: reads, writes, counted writes, batches,
 * deletes.
 */
package io.edgetable.internal.operation;
