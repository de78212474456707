package io.edgetable.it.ordered;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/** A club's members on a KEYS_ONLY index over 4 shards, sorted by the day they joined. */
@Edge(source = Member.class, target = Club.class, label = "JOIN", inverse = "GSI2",
      inverseProjection = Projection.KEYS_ONLY, inverseShards = 4, inverseSortBy = "joinedOn")
public record Membership(
    @SourceId String memberId, @TargetId String clubId, LocalDate joinedOn, String role) {}
