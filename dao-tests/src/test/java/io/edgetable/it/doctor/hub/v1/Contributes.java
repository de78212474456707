package io.edgetable.it.doctor.hub.v1;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.it.doctor.hub.DevId;
import io.edgetable.it.doctor.hub.Role;
import java.time.LocalDate;

/**
 * {@link io.edgetable.it.doctor.hub.Contributes} before the migration: an unordered inverse on
 * index GSI3, where the new model orders it by {@code since} on GSI2 over 4 shards.
 */
@Edge(
    source = Developer.class,
    target = Repo.class,
    label = "CONTRIB",
    inverse = "GSI3",
    inverseProjection = Projection.INCLUDE,
    include = {"role", "commits"})
public record Contributes(
    @SourceId DevId dev, @TargetId String repo, LocalDate since, Role role, int commits) {}
