package io.edgetable.sample;

import io.edgetable.Id;
import io.edgetable.Node;

/** A user of the follow graph; both counters are kept by {@link Follow}. */
@Node(prefix = "USER")
public record User(@Id String handle, long followers, long following) {}
