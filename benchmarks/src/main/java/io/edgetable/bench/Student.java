package io.edgetable.bench;

import io.edgetable.Id;
import io.edgetable.Node;

/** The source node of the benchmarked edge. */
@Node(prefix = "STU")
public record Student(@Id String studentId, String name) {}
