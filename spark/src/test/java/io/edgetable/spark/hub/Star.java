package io.edgetable.spark.hub;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

/** A developer stars a repo: stargazers on 8 index shards, stars on 8 counter items. */
@Edge(
    source = Developer.class,
    target = Repo.class,
    label = "STAR",
    inverse = "GSI1",
    inverseShards = 8,
    sourceCounter = "starred",
    targetCounter = "stars",
    targetCounterShards = 8)
public record Star(@SourceId DevId dev, @TargetId String repo, Instant at) {}
