package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/** Not counted, from a typed id to a number; a keys-only inverse ordered by a date. */
@Edge(source = Team.class, target = Item.class, label = "VISIT", inverse = "GSI6",
      inverseProjection = Projection.KEYS_ONLY, inverseSortBy = "day")
public record Visit(@SourceId TeamId team, @TargetId long item, LocalDate day, int minutes) {}
