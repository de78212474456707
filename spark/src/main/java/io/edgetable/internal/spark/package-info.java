/**
 * Internal: what the Spark jobs run on the executors (their clients, the write-rate limit, the
 * load's stages). Not an API; may change in any release.
 */
package io.edgetable.internal.spark;
