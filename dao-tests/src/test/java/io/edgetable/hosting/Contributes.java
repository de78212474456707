package io.edgetable.hosting;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/** A developer's work on a repository: its contributors in the order they started. */
@Edge(source = Developer.class, target = Repo.class, label = "CONTRIB", inverse = "GSI3",
      inverseProjection = Projection.INCLUDE, include = {"role"}, inverseSortBy = "since")
public record Contributes(
    @SourceId DevId developer, @TargetId RepoId repo, LocalDate since, Role role) {}
