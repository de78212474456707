package io.edgetable.it.doctor.hub.v1;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;
import java.util.UUID;

/** {@link io.edgetable.it.doctor.hub.Repo} before the migration of its contributions. */
@Node(prefix = "REPO")
public record Repo(
    @Id String slug, String title, @Version long version, long stars, UUID installation) {}
