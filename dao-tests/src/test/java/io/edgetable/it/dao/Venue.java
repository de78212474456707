package io.edgetable.it.dao;

import io.edgetable.Counter;
import io.edgetable.Id;
import io.edgetable.Node;

/** A node with more counter items (150) than one BatchGetItem or transaction holds. */
@Node(prefix = "VENUE")
public record Venue(@Id String venueId, String name, @Counter(shards = 150) long visits) {}
