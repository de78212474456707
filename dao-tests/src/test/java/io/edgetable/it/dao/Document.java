package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** A versioned node without counters; its boxed version reads as 0 when null. */
@Node(prefix = "DOC")
public record Document(@Id String docId, String title, @Version Long version, int edits) {}
