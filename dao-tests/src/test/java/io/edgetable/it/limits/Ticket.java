package io.edgetable.it.limits;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/**
 * SK = TICKETS#EVT#{eventId} and GSI1SK = TICKETS#ATT#{name}: 12 bytes before each id, so an id
 * may take 1012 bytes, where the nodes' own sort keys would allow 1020 (and Event's counter items
 * EVT#{eventId}#sold#{0..3}, 1013).
 */
@Edge(
    source = Attendee.class,
    target = Event.class,
    label = "TICKETS",
    inverse = "GSI1",
    targetCounter = "sold",
    targetCounterShards = 4)
public record Ticket(@SourceId String name, @TargetId String eventId) {}
