/**
 * The message catalogue ({@link io.edgetable.processor.check.Messages}), the reporter that puts
 * each message on the exact element and annotation value, and the checks that span records (key
 * collisions, index projections, reserved attribute names).
 */
package io.edgetable.processor.check;
