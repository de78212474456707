package io.edgetable.it.names;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.it.names.Acme.types.Level;

/** A node whose id is an enum from a package with an upper-case segment. */
@Node(prefix = "TIER")
public record Tier(@Id Level level, String title, long members) {}
