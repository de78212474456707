package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "CRS")
public record Course(@Id String courseId, String title, long studentCount) {}
