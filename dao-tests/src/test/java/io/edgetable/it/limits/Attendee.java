package io.edgetable.it.limits;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "ATT")
public record Attendee(@Id String name) {}
