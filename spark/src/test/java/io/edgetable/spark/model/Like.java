package io.edgetable.spark.model;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/** A member likes a post: counted on the post only, found from the post through 4 shards. */
@Edge(
    source = Member.class,
    target = Post.class,
    label = "LIKE",
    inverse = "GSI1",
    inverseShards = 4,
    targetCounter = "likes",
    targetCounterShards = 4)
public record Like(@SourceId String fan, @TargetId String postId, String note, LocalDate since) {}
