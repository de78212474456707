package io.edgetable.it.ordered;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/**
 * A member's visit to a club, sharing index GSI2 (and its partitions, {@code CLUB#{clubId}#n})
 * with {@link Membership}: the inverse queries of each must keep the other's items out.
 */
@Edge(source = Member.class, target = Club.class, label = "VISIT", inverse = "GSI2",
      inverseProjection = Projection.KEYS_ONLY, inverseShards = 4, inverseSortBy = "joinedOn")
public record Visit(@SourceId String memberId, @TargetId String clubId, LocalDate joinedOn) {}
