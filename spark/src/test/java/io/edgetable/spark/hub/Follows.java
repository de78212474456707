package io.edgetable.spark.hub;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A developer follows another, counted on both ends (the followers over 4 counter items). */
@Edge(
    source = Developer.class,
    target = Developer.class,
    label = "FOLLOWS",
    sourceCounter = "following",
    targetCounter = "followers",
    targetCounterShards = 4)
public record Follows(@SourceId DevId follower, @TargetId DevId followee) {}
