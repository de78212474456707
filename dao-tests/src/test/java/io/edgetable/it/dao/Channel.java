package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** A versioned node whose subscribers are counted over 4 counter items ({@link Feature}). */
@Node(prefix = "CHAN")
public record Channel(@Id String channelId, String name, @Version long version, long subscribers) {}
