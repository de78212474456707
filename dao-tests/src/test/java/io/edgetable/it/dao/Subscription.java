package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/**
 * A celebrity's edge: the target's counter is sharded over 8 counter items, the source's is kept
 * on the node item, so a self-subscription moves both kinds on one node.
 */
@Edge(
    source = Profile.class,
    target = Profile.class,
    label = "SUB",
    inverse = "GSI1",
    inverseShards = 4,
    targetCounter = "followers",
    targetCounterShards = 8,
    sourceCounter = "following")
public record Subscription(@SourceId String subscriber, @TargetId String profile, String tier) {}
