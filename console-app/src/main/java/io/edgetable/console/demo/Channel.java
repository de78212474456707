package io.edgetable.console.demo;

import io.edgetable.Id;
import io.edgetable.Node;

/**
 * A channel of the console's demo data. Its {@code subscribers} counter lives on 128 counter
 * items (see {@link ChannelSubscription}), more than one BatchGetItem reads: the partition view
 * sums them from two.
 */
@Node(prefix = "CHAN")
public record Channel(@Id String name, long subscribers) {}
