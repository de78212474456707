package io.edgetable.query;

/**
 * The rule that an inverse index projecting {@code ALL} has no {@code inverseHydrated} query: its
 * items are whole records already, so {@code inverse(targetId)} returns them with one Query per
 * page and nothing to read after it. A type with no value: {@code contributes.inverseHydrated(id)}
 * on such an edge names it in the compile error. Call {@code inverse(targetId)}; {@code
 * inverseHydrated} exists for edges whose inverse index projects {@code KEYS_ONLY} or {@code
 * INCLUDE}.
 */
public enum InverseHoldsWholeRecords {}
