package io.edgetable.hosting;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/** A repository, versioned; its stars are counted on 8 counter items ({@link Star}). */
@Node(prefix = "REPO")
public record Repo(@Id RepoId id, String description, long stars, @Version long version) {}
