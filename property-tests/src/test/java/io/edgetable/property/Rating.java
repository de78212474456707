package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** Counted at its source on 4 counter items; an inverse projecting the comment, by stars. */
@Edge(source = Person.class, target = Item.class, label = "RATED", inverse = "GSI3",
      inverseProjection = Projection.INCLUDE, include = {"comment"}, inverseSortBy = "stars",
      sourceCounter = "ratings", sourceCounterShards = 4)
public record Rating(@SourceId String person, @TargetId long item, int stars, String comment) {}
