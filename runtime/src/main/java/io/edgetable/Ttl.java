package io.edgetable;


import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the {@link java.time.Instant} component (at most one per record) after which the item
 * expires: stored as a number of epoch seconds, the attribute DynamoDB's time to live reads ({@code
 * TableDefinition.createIfMissing} turns it on). DynamoDB deletes expired items late (up to days),
 * so EdgeTable's reads treat an item whose time has passed as absent, and {@code put} over it
 * succeeds. A {@code null} value never expires. An edge with counters cannot have one: the deletion
 * would not move its counters.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Ttl {}
