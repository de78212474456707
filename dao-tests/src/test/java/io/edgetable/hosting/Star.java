package io.edgetable.hosting;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A developer's star on a repository: a sharded inverse, counted on 8 counter items. */
@Edge(source = Developer.class, target = Repo.class, label = "STAR", inverse = "GSI2",
      inverseShards = 8, targetCounter = "stars", targetCounterShards = 8)
public record Star(@SourceId DevId developer, @TargetId RepoId repo) {}
