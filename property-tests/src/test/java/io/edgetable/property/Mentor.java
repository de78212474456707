package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Version;

/** A versioned self edge counted at its target, sharded 4 ways on the index Follow uses. */
@Edge(source = Person.class, target = Person.class, label = "MENTOR", inverse = "GSI1",
      inverseShards = 4, targetCounter = "mentees")
public record Mentor(
    @SourceId String mentor, @TargetId String mentee, String topic, @Version long version) {}
