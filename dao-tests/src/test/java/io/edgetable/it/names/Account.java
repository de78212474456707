package io.edgetable.it.names;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.it.names.Acme.types.Level;
import io.edgetable.it.names.ids.AccountId;
import java.util.List;
import java.util.Map;

/** A node named by types from three packages and a nested class. */
@Node(prefix = "ACCT")
public record Account(
    @Id AccountId id,
    Level level,
    Registry.status state,
    Registry.Address address,
    List<Level> history,
    Map<String, Registry.status> flags) {}
