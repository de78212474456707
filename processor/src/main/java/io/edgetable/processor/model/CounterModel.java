package io.edgetable.processor.model;

/** A numeric node component counted up and down with an edge, in the edge's transaction. */
public record CounterModel(NodeRef node, String component, TypeModel type) {}
