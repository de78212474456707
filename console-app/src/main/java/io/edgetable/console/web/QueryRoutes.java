package io.edgetable.console.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.table.QuerySpec;
import io.edgetable.console.table.QuerySpecReader;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;

/** {@code POST /api/tables/{t}/query}: one page of a query built in the query builder. */
final class QueryRoutes {
  private final Services services;

  QueryRoutes(Services services) {
    this.services = services;
  }

  void query(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    QuerySpec spec = QuerySpecReader.read(table, Jsons.parse(ctx.body()),
        services.rules());
    ObjectNode result = services.queries().run(spec);
    result.put("daoCall", services.daoCalls().of(spec).orElse(null));
    Replies.json(ctx, result);
  }
}
