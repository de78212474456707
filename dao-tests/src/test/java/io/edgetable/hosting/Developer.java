package io.edgetable.hosting;

import io.edgetable.Id;
import io.edgetable.Node;

@Node(prefix = "DEV")
public record Developer(@Id DevId id, String name, long followers, long following) {}
