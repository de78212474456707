/**
 * Typed expressions: conditions ({@link io.edgetable.expression.Condition}) and update actions
 * ({@link io.edgetable.expression.Update}) built from the fields that the processor generates in
 * {@code FooFields}. They always render {@code #name} and {@code :value} placeholders, and name
 * only attributes of their record; both are sealed.
 */
package io.edgetable.expression;
