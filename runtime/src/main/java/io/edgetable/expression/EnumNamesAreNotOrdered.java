package io.edgetable.expression;

/**
 * The rule that an enum field has no order conditions: an enum is stored by its constant's name,
 * and DynamoDB would compare the names as text (alphabetically), not in declaration order. A type
 * with no value: {@code tier.lt(VIP)} names it in the compile error. Use {@code in(..)} with the
 * constants wanted, or store the order as a number component.
 */
public enum EnumNamesAreNotOrdered {}
