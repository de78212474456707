package io.edgetable.processor.model;

/** An edge's end: the node record, its prefix in the edge's keys, and the node's own id. */
public record NodeRef(RecordName name, String nodePrefix, String keyPrefix, IdModel nodeId) {}
