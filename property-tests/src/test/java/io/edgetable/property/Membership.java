package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Version;

/** Versioned, counted at both ends; an inverse over 4 shards ordered by an enum. */
@Edge(source = Person.class, target = Team.class, label = "MEMBER", inverse = "GSI5",
      inverseShards = 4, inverseSortBy = "role", sourceCounter = "teams",
      targetCounter = "members")
public record Membership(
    @SourceId String person, @TargetId TeamId team, Role role, @Version long version) {}
