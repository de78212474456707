package io.edgetable.it.doctor.hub.v1;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.it.doctor.hub.DevId;

/** {@link io.edgetable.it.doctor.hub.Developer} before the migration of its contributions. */
@Node(prefix = "DEV")
public record Developer(
    @Id DevId id, String name, long followers, long following, long starred, short level) {}
