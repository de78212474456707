package io.edgetable.it.doctor;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/**
 * {@code fan} follows {@code star}: the inverse index spreads a star's followers over 8
 * partitions, her follower count over 4 counter items ({@code v1.Follow}: 4 and 8, the model
 * before a migration).
 */
@Edge(
    source = Member.class,
    target = Member.class,
    label = "FOL",
    inverse = "GSI1",
    inverseShards = 8,
    targetCounter = "followers",
    targetCounterShards = 4,
    sourceCounter = "following")
public record Follow(@SourceId String fan, @TargetId String star, String note) {}
