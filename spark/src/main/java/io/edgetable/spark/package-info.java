/**
 * EdgeTable on Apache Spark: the doctor over a DynamoDB export and bulk edge loads, for tables
 * too large for one machine.
 */
package io.edgetable.spark;
