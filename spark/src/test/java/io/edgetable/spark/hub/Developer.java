package io.edgetable.spark.hub;

import io.edgetable.Id;
import io.edgetable.Node;

/**
 * A developer: followers counted over 4 counter items by {@link Follows}, the repos starred by
 * {@link Star}.
 */
@Node(prefix = "DEV")
public record Developer(
    @Id DevId id, String name, long followers, long following, long starred, short level) {}
