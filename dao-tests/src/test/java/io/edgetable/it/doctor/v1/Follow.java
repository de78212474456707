package io.edgetable.it.doctor.v1;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/**
 * {@link io.edgetable.it.doctor.Follow} before the migration: 4 index shards, 8 counter items.
 */
@Edge(
    source = Member.class,
    target = Member.class,
    label = "FOL",
    inverse = "GSI1",
    inverseShards = 4,
    targetCounter = "followers",
    targetCounterShards = 8,
    sourceCounter = "following")
public record Follow(@SourceId String fan, @TargetId String star, String note) {}
