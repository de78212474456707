package io.edgetable.hosting;

import io.edgetable.test.LocalDynamoDb;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Tests that each run on a fresh table of the hosting model ({@link #h}). */
abstract class OnHostingTable {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  Hosting h;

  @BeforeEach
  void openTable() {
    h = new Hosting(db);
  }

  @AfterEach
  void closeTable() {
    h.close();
  }
}
