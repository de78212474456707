package io.edgetable.bench;

import io.edgetable.Id;
import io.edgetable.Node;

/** The target node of the benchmarked edge. */
@Node(prefix = "CRS")
public record Course(@Id String courseId, String title) {}
