package io.edgetable.spark.model;

import io.edgetable.Id;
import io.edgetable.Node;

/** A member of a follow graph: followers counted over 4 counter items, following on the node. */
@Node(prefix = "MEM")
public record Member(@Id String handle, String name, long followers, long following) {}
