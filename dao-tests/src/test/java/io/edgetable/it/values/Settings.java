package io.edgetable.it.values;

import io.edgetable.Id;
import io.edgetable.Node;
import java.util.Map;

/** A node with a constant sort key and a numeric id. */
@Node(prefix = "ACCOUNT", sortKey = "SETTINGS")
public record Settings(@Id long accountId, Map<String, String> entries, Mood mood) {}
