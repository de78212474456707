/**
 * The checks that span records, on the model alone: key collisions, index projections, reserved
 * attribute names and the names of generated classes. They report through {@code diagnostics}.
 */
package io.edgetable.processor.check;
