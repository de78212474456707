package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

@Edge(
    source = Profile.class,
    target = Venue.class,
    label = "VISIT",
    targetCounter = "visits",
    targetCounterShards = 150)
public record Visit(@SourceId String visitor, @TargetId String venueId) {}
