package io.edgetable.property;

import io.edgetable.Id;
import io.edgetable.Node;

/** A team: a typed record id; its members are counted. */
@Node(prefix = "TEAM")
public record Team(@Id TeamId id, String name, long members) {}
