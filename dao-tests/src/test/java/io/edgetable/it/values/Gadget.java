package io.edgetable.it.values;

import io.edgetable.Id;
import io.edgetable.Node;
import java.util.List;
import java.util.UUID;

/** Attributes named like DynamoDB reserved words, and a UUID id. */
@Node(prefix = "GADGET")
public record Gadget(
    @Id UUID id, String name, String status, int count, long size, List<String> comment) {}
