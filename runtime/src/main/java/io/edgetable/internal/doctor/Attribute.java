package io.edgetable.internal.doctor;

import io.edgetable.schema.ValueFormat;
import java.io.Serializable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An attribute of a record kind: its DynamoDB type and, when its component reads only some values
 * of that type, their {@code format} (else null).
 */
record Attribute(String name, AttributeValue.Type type, ValueFormat format)
    implements Serializable {
  private static final long serialVersionUID = 1L;
}
