package io.edgetable.expression;

/**
 * The rule that a counter has no update action: a counter moves only with its edges (each put of
 * an edge adds 1 to the counter it names, each delete takes 1 off, in one transaction), so the
 * count always equals the edges. A type with no value: {@code sold.add(1L)} names it in the
 * compile error. To change a count, put or delete the edges; to repair one, run the integrity
 * doctor.
 */
public enum CounterMovesWithItsEdges {}
