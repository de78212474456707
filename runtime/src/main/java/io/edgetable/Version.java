package io.edgetable;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the {@code long} or {@code Long} component (at most one per record) that holds the record's
 * version, for optimistic locking: {@code put} stores version 1, and every overwrite ({@code save},
 * {@code replace}, {@code delete(record)}, {@code putAll}) is conditional on the stored version
 * being the one the record holds, then stores the next one. A mismatch throws {@link
 * io.edgetable.exception.VersionConflictException}; {@code update} adds 1. The version has no
 * update actions: only these writes move it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Version {}
