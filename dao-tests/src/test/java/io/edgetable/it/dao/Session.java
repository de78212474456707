package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Ttl;
import java.time.Instant;

/** A node that expires. */
@Node(prefix = "SESSION")
public record Session(@Id String sessionId, String user, @Ttl Instant expiresAt) {}
