package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

@Edge(
    source = User.class,
    target = User.class,
    sourcePrefix = "ACTOR",
    targetPrefix = "TARGET",
    inverse = "GSI1",
    inverseShards = 8,
    targetCounter = "followers",
    sourceCounter = "following")
public record Follow(@SourceId String follower, @TargetId String followee, Instant since) {}
