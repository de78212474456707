package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** Counts on {@link Profile#endorsements()}, which no update action may write. */
@Edge(
    source = Profile.class,
    target = Profile.class,
    label = "ENDORSE",
    targetCounter = "endorsements")
public record Endorsement(@SourceId String from, @TargetId String to, String skill) {}
