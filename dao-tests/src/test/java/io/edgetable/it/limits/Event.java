package io.edgetable.it.limits;

import io.edgetable.Counter;
import io.edgetable.Id;
import io.edgetable.Node;

/** A node whose id its edges ({@link Ticket}) leave less room than its own keys do. */
@Node(prefix = "EVT")
public record Event(@Id String eventId, @Counter(shards = 4) long sold) {}
