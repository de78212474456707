package io.edgetable.it.doctor;

import io.edgetable.Id;
import io.edgetable.Node;

/** A student; {@code courseCount} is kept by {@link Enrollment}. */
@Node(prefix = "STU")
public record Student(@Id String studentId, String name, long courseCount) {}
