package io.edgetable.sample.tickets;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A fan's ticket for a gig: counted on both ends, the gig's count sharded. */
@Edge(
    source = Fan.class,
    target = Gig.class,
    label = "TICKET",
    inverse = "GSI1",
    sourceCounter = "tickets",
    targetCounter = "sold",
    targetCounterShards = 4)
public record Ticket(@SourceId String fanId, @TargetId GigId gigId, String seat) {}
