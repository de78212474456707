package io.edgetable.property;

import io.edgetable.Id;
import io.edgetable.Node;

/** An item: a long id; its likes are counted on 4 counter items ({@link Like}). */
@Node(prefix = "ITEM")
public record Item(@Id long id, String title, long likes) {}
