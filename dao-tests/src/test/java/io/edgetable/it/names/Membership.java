package io.edgetable.it.names;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.it.names.Acme.types.Level;
import io.edgetable.it.names.ids.AccountId;

/** An edge from a typed id of another package to an enum id, counted on the tier. */
@Edge(
    source = Account.class,
    target = Tier.class,
    label = "MEMBER",
    inverse = "GSI1",
    targetCounter = "members")
public record Membership(
    @SourceId AccountId account,
    @TargetId Level tier,
    Registry.status state,
    Registry.Address at) {}
