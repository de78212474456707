package io.edgetable;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The table that a set of generated record kinds needs: {@code PK}/{@code SK} strings, one GSI
 * per inverse index ({@code XPK}/{@code XSK}) with its projection, on-demand billing.
 */
public final class TableDefinition {

  public static TableDefinition of(EdgeSchema... schemas) {
    throw new UnsupportedOperationException("TODO");
  }

  public CreateTableRequest createTableRequest(String tableName) {
    throw new UnsupportedOperationException("TODO");
  }

  /** Creates the table unless it exists, then waits until it is ACTIVE. */
  public void createIfMissing(DynamoDbClient client, String tableName) {
    throw new UnsupportedOperationException("TODO");
  }
}
