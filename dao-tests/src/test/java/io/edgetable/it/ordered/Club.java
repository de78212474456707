package io.edgetable.it.ordered;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "CLUB")
public record Club(@Id String clubId, String title) {}
