package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Ttl;
import java.time.Instant;
import java.time.LocalDate;

/** Not counted, with a time to live; an inverse over 4 shards ordered by a date. */
@Edge(source = Item.class, target = Tag.class, label = "TAGGED", inverse = "GSI4",
      inverseProjection = Projection.INCLUDE, include = {"note"}, inverseShards = 4,
      inverseSortBy = "on")
public record Tagging(
    @SourceId long item, @TargetId int tag, LocalDate on, String note, @Ttl Instant expires) {}
