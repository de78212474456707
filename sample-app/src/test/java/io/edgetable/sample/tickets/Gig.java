package io.edgetable.sample.tickets;

import io.edgetable.Counter;
import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;
import java.math.BigDecimal;

/** A hot event: versioned, its tickets counted over 4 counter items. */
@Node(prefix = "GIG")
public record Gig(
    @Id GigId id, String title, BigDecimal price, @Version long version,
    @Counter(shards = 4) long sold) {}
