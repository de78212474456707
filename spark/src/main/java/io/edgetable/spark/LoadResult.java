package io.edgetable.spark;

import java.io.Serializable;

/**
 * What a bulk load did: the edges it wrote, the edges of its input the table held before it
 * (left as they were and not counted), and the nodes whose counters it added to.
 *
 * @param written edges written by the load, each counted once on every counter it moves
 * @param alreadyPresent edges of the input already in the table: neither written nor counted
 * @param nodesCounted nodes whose counters the load added to (one {@code ADD} per counter item)
 */
public record LoadResult(long written, long alreadyPresent, long nodesCounted)
    implements Serializable {
  private static final long serialVersionUID = 1L;
}
