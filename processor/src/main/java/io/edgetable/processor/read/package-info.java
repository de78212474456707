/**
 * Elements to model: reads {@code @Node}/{@code @Edge} records through annotation mirrors into the
 * immutable records of {@code model}, reporting per-record problems as it goes. Nothing here
 * outlives a round.
 */
package io.edgetable.processor.read;
