package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;

/** A node with an {@code int} id and a constant sort key. */
@Node(prefix = "ROOM", sortKey = "META")
public record Room(@Id int number, String name) {}
