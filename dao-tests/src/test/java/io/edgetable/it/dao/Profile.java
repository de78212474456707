package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;

/** A node whose followers are counted over 8 counter items ({@link Subscription}). */
@Node(prefix = "PROF")
public record Profile(@Id String handle, String name, long followers, long following) {}
