package io.edgetable.it.values;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "STU")
public record Student(@Id String studentId, String name, long courseCount) {}
