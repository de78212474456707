package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "BADGE")
public record Badge(@Id BadgeId id, String label, long holders) {}
