package io.edgetable.console.web;

import io.edgetable.console.doctor.DoctorService;
import io.edgetable.console.model.Annotations;
import io.edgetable.console.model.DaoCalls;
import io.edgetable.console.model.EdgeWriter;
import io.edgetable.console.model.Model;
import io.edgetable.console.model.NodeSummary;
import io.edgetable.console.model.ValueRules;
import io.edgetable.console.table.Cursors;
import io.edgetable.console.table.ItemWriter;
import io.edgetable.console.table.PartitionReader;
import io.edgetable.console.table.QueryRunner;
import io.edgetable.console.table.TableCatalog;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What the routes work with, built once from the client and the model. */
record Services(
    DynamoDbClient client,
    Model model,
    TableCatalog catalog,
    QueryRunner queries,
    PartitionReader partitions,
    ItemWriter items,
    EdgeWriter edges,
    Annotations annotations,
    NodeSummary nodes,
    DaoCalls daoCalls,
    ValueRules rules,
    DoctorService doctor) {

  static Services of(DynamoDbClient client, Model model, DoctorService doctor) {
    Cursors cursors = new Cursors();
    return new Services(client, model, new TableCatalog(client), new QueryRunner(client, cursors),
        new PartitionReader(client, cursors), new ItemWriter(client, item -> version(model, item)),
        new EdgeWriter(client, model), new Annotations(model), new NodeSummary(client, model),
        new DaoCalls(model), new ValueRules(model), doctor);
  }

  private static Optional<String> version(Model model, Map<String, AttributeValue> item) {
    return model.kindOf(item).flatMap(m -> m.kind().version());
  }
}
