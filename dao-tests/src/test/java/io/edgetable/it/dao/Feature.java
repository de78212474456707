package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A channel featuring another, counted on the featured channel's 4 counter items. */
@Edge(
    source = Channel.class,
    target = Channel.class,
    label = "FEATURES",
    targetCounter = "subscribers",
    targetCounterShards = 4)
public record Feature(@SourceId String featuring, @TargetId String featured) {}
