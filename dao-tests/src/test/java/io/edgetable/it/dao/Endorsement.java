package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** Counts on {@link Person#endorsements()}, which no update action may write. */
@Edge(
    source = Person.class,
    target = Person.class,
    label = "ENDORSE",
    targetCounter = "endorsements")
public record Endorsement(@SourceId String from, @TargetId String to, String skill) {}
