package io.edgetable.it.values;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.util.List;

/** An edge between a typed-id node and a plain one, with attributes of its own. */
@Edge(source = KitchenSink.class, target = Course.class, label = "OWNS", inverse = "GSI2")
public record Ownership(
    @SourceId SinkId sink, @TargetId String course, Mood mood, List<Address> addresses) {}
