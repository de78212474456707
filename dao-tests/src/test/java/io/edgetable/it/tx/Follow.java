package io.edgetable.it.tx;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

@Edge(
    source = User.class,
    target = User.class,
    sourcePrefix = "ACTOR",
    targetPrefix = "TARGET",
    targetCounter = "followers",
    sourceCounter = "following")
public record Follow(@SourceId String follower, @TargetId String followee) {}
