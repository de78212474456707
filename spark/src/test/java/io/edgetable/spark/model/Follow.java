package io.edgetable.spark.model;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/** {@code fan} follows {@code star}, found from the star through 4 shards of GSI1. */
@Edge(
    source = Member.class,
    target = Member.class,
    label = "FOL",
    inverse = "GSI1",
    inverseShards = 4,
    targetCounter = "followers",
    targetCounterShards = 4,
    sourceCounter = "following")
public record Follow(@SourceId String fan, @TargetId String star, String note, LocalDate since) {}
