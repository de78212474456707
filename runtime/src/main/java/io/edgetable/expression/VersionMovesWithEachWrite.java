package io.edgetable.expression;

/**
 * The rule that a {@code @Version} has no update action: each versioned write ({@code save},
 * {@code update}, {@code replace}) adds 1 to it and checks the version the caller read, so it can
 * guard against lost updates only if nothing else writes it. A type with no value: {@code
 * version.set(7L)} names it in the compile error. To guard an update by version, use the
 * condition {@code version.eq(n)}.
 */
public enum VersionMovesWithEachWrite {}
