package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** Counted on 4 counter items of the item; a keys-only inverse over 4 shards. */
@Edge(source = Person.class, target = Item.class, label = "LIKE", inverse = "GSI2",
      inverseProjection = Projection.KEYS_ONLY, inverseShards = 4, targetCounter = "likes",
      targetCounterShards = 4)
public record Like(@SourceId String person, @TargetId long item, String note) {}
