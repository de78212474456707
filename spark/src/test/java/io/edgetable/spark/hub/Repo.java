package io.edgetable.spark.hub;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;
import java.util.UUID;

/** A versioned repo, its stars counted over 8 counter items by {@link Star}. */
@Node(prefix = "REPO")
public record Repo(
    @Id String slug, String title, @Version long version, long stars, UUID installation) {}
