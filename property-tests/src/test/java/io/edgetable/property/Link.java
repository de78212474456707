package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A self edge between typed ids, neither counted nor indexed. */
@Edge(source = Team.class, target = Team.class, label = "LINK")
public record Link(@SourceId TeamId from, @TargetId TeamId to, String reason) {}
