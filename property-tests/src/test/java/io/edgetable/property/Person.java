package io.edgetable.property;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** A person: a String id, versioned, the end of most counters. */
@Node(prefix = "PER")
public record Person(
    @Id String handle,
    String name,
    long following,
    long followers,
    long mentees,
    long ratings,
    long teams,
    @Version long version) {}
