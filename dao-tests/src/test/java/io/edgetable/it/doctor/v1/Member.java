package io.edgetable.it.doctor.v1;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** {@link io.edgetable.it.doctor.Member} before the migration: followers on 8 counter items. */
@Node(prefix = "MEM")
public record Member(
    @Id String handle, String name, @Version long version, long followers, long following) {}
