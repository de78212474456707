package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "USER")
public record User(@Id String handle, long followers, long following) {}
