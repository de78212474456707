/**
 * What the record kinds need of a table: {@link io.edgetable.schema.EdgeSchema} (generated as
 * {@code FooKeys.SCHEMA}) and {@link io.edgetable.schema.TableDefinition}, which creates the table,
 * checks an existing one, and writes it as CloudFormation or a NoSQL Workbench model.
 */
package io.edgetable.schema;
