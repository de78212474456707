package io.edgetable.sample;

import io.edgetable.Id;
import io.edgetable.Node;

/**
 * A course: item {@code PK = SK = CRS#<courseId>}; {@code studentCount} is kept by {@link
 * Enrollment}.
 */
@Node(prefix = "CRS")
public record Course(@Id String courseId, String title, long studentCount) {}
