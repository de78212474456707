package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** An edge to a node with a typed id, counted on the target only. */
@Edge(
    source = User.class,
    target = Badge.class,
    label = "AWARD",
    inverse = "GSI1",
    targetCounter = "holders")
public record Award(@SourceId String handle, @TargetId BadgeId badge, String reason) {}
