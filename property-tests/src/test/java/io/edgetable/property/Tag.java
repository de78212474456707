package io.edgetable.property;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Ttl;
import java.time.Instant;

/** A tag: an int id, no counter, a time to live. */
@Node(prefix = "TAG")
public record Tag(@Id int id, String label, @Ttl Instant expires) {}
