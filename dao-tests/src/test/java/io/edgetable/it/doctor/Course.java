package io.edgetable.it.doctor;

import io.edgetable.Id;
import io.edgetable.Node;

/** A course; {@code studentCount} is kept by {@link Enrollment}, {@code credits} is plain. */
@Node(prefix = "CRS")
public record Course(@Id String courseId, String title, int credits, long studentCount) {}
