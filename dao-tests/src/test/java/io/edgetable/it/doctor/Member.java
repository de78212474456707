package io.edgetable.it.doctor;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** A versioned member of the follow graph; its followers are counted over 4 counter items. */
@Node(prefix = "MEM")
public record Member(
    @Id String handle, String name, @Version long version, long followers, long following) {}
