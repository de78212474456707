package io.edgetable.sample.tickets;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** A ticket holder: versioned, its tickets counted on its own item. */
@Node(prefix = "FAN")
public record Fan(@Id String fanId, String name, @Version long version, long tickets) {}
