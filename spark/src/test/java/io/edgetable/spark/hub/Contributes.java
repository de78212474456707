package io.edgetable.spark.hub;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/** A repo's contributors on an INCLUDE index over 4 shards, ordered by the day they joined. */
@Edge(
    source = Developer.class,
    target = Repo.class,
    label = "CONTRIB",
    inverse = "GSI2",
    inverseProjection = Projection.INCLUDE,
    include = {"role", "commits"},
    inverseShards = 4,
    inverseSortBy = "since")
public record Contributes(
    @SourceId DevId dev, @TargetId String repo, LocalDate since, Role role, int commits) {}
