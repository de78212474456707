package io.edgetable.it.tx;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "CRS")
public record Course(@Id String courseId, String title, String room, long studentCount) {}
