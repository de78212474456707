package io.edgetable.it.ordered;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "MBR")
public record Member(@Id String memberId, String name) {}
