package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** A versioned node whose members counter its counted, versioned edges move. */
@Node(prefix = "TEAM")
public record Team(@Id String teamId, String name, @Version long version, long members) {}
