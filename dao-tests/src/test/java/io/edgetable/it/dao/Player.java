package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "PLAYER")
public record Player(@Id String playerId, String name) {}
