package io.edgetable.sample;

import io.edgetable.Id;
import io.edgetable.Node;

/**
 * A student: item {@code PK = SK = STU#<studentId>}; {@code courseCount} is kept by {@link
 * Enrollment}.
 */
@Node(prefix = "STU")
public record Student(@Id String studentId, String name, long courseCount) {}
