package io.edgetable.console.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.doctor.DoctorService;
import io.edgetable.console.doctor.DoctorUnavailableException;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.model.Model;
import io.edgetable.console.table.ConflictException;
import io.edgetable.console.table.NoSuchTableException;
import io.edgetable.exception.EdgeTableException;
import io.edgetable.exception.InvalidCursorException;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.ItemTooLargeException;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.exception.UnprojectedComponentException;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.net.URI;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.Set;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * The console's HTTP server (Javalin on Jetty): the page and the JSON API under {@code /api/},
 * every request through the {@link Guard}, every error a JSON {@code {"error": ...}} with the
 * status the API documents and never a stack trace.
 */
public final class ConsoleServer implements AutoCloseable {
  private final Javalin app;
  private final String token;
  private final String bind;
  private final Assets assets;

  private ConsoleServer(Javalin app, String token, String bind, Assets assets) {
    this.app = app;
    this.token = token;
    this.bind = bind;
    this.assets = assets;
  }

  /** Starts the console on {@code settings.bind()}:{@code settings.port()}. */
  public static ConsoleServer start(
      DynamoDbClient client, Model model, DoctorService doctor, ConsoleSettings settings) {
    String token = settings.token().orElseGet(ConsoleServer::newToken);
    Services services = Services.of(client, model, doctor);
    Assets assets = new Assets();
    int port = settings.port() == 0 ? FreePort.of(settings.bind()) : settings.port();
    Guard guard = new Guard(token, hosts(settings.bind(), port), settings.readOnly());
    Javalin app = Javalin.create(config -> configure(config, settings, port, services, guard,
        assets));
    app.start();
    return new ConsoleServer(app, token, settings.bind(), assets);
  }

  private static void configure(JavalinConfig config, ConsoleSettings settings, int port,
      Services services, Guard guard, Assets assets) {
    config.jetty.host = settings.bind();
    config.jetty.port = port;
    config.startup.showJavalinBanner = false;
    config.startup.showOldJavalinVersionWarning = false;
    config.http.maxRequestSize = 16 * 1024 * 1024;
    TableRoutes tables = new TableRoutes(services, settings);
    PartitionRoutes partitions = new PartitionRoutes(services);
    QueryRoutes queries = new QueryRoutes(services);
    ItemRoutes items = new ItemRoutes(services);
    EdgeRoutes edges = new EdgeRoutes(services);
    DoctorRoutes doctor = new DoctorRoutes(services);
    TransferRoutes transfer = new TransferRoutes(services);
    var routes = config.routes;
    routes.before(ctx -> {
      headers(ctx);
      guard.check(ctx);
    });
    routes.get("/", ctx -> assets.serve(ctx, "index.html"));
    routes.get("/app.css", ctx -> assets.serve(ctx, "app.css"));
    routes.get("/js/{file}", ctx -> assets.serve(ctx, "js/" + ctx.pathParam("file")));
    routes.get("/js/views/{file}", ctx -> assets.serve(ctx, "js/views/" + ctx.pathParam("file")));
    routes.get("/vendor/dagre.min.js", assets::serveGraphLibrary);
    routes.get("/api/info", tables::info);
    routes.get("/api/model", tables::model);
    routes.get("/api/tables", tables::tables);
    routes.get("/api/tables/{t}/partition", partitions::partition);
    routes.post("/api/tables/{t}/query", queries::query);
    routes.post("/api/tables/{t}/query/export", transfer::queryExport);
    routes.get("/api/tables/{t}/item", items::get);
    routes.put("/api/tables/{t}/item", items::put);
    routes.post("/api/tables/{t}/transaction", items::transaction);
    routes.post("/api/tables/{t}/edges", edges::create);
    routes.delete("/api/tables/{t}/edges", edges::delete);
    routes.get("/api/tables/{t}/doctor", doctor::check);
    routes.get("/api/tables/{t}/doctor/progress", doctor::progress);
    routes.get("/api/tables/{t}/doctor/runs/{id}", doctor::result);
    routes.get("/api/tables/{t}/sample", partitions::sample);
    routes.get("/api/model/partition", tables::nodePartition);
    routes.post("/api/tables/{t}/doctor/repair", doctor::repair);
    routes.get("/api/tables/{t}/export", transfer::export);
    routes.post("/api/tables/{t}/import", transfer::importLines);
    // An error a route answered is JSON already; anything else (Jetty's or Javalin's own text
    // for a path or method no route has) becomes JSON too.
    routes.error(404, ctx -> {
      if (!isJson(ctx)) {
        Replies.error(ctx, 404, "no such route: " + ctx.req().getMethod() + " " + ctx.path());
      }
    });
    routes.error(405, ctx -> {
      if (!isJson(ctx)) {
        Replies.error(ctx, 405, "method not allowed: " + ctx.req().getMethod() + " "
            + ctx.path());
      }
    });
    errors(config);
  }

  private static void errors(JavalinConfig config) {
    var routes = config.routes;
    routes.exception(ApiError.class, (e, ctx) -> {
      if (e.status() == 303) {
        ctx.status(303);
        ctx.result("");
        return;
      }
      Replies.error(ctx, e.status(), e.getMessage());
    });
    routes.exception(BadJsonException.class, (e, ctx) -> Replies.error(ctx, 400, e.getMessage()));
    routes.exception(NoSuchTableException.class,
        (e, ctx) -> Replies.error(ctx, 404, e.getMessage()));
    routes.exception(ConflictException.class, (e, ctx) -> {
      ObjectNode body = Jsons.object();
      body.put("error", e.getMessage());
      body.set("current", e.current() == null ? null : DynamoJson.item(e.current()));
      if (e.edit() >= 0) {
        body.put("edit", e.edit());
      }
      Replies.json(ctx, 409, body);
    });
    routes.exception(NodeNotFoundException.class,
        (e, ctx) -> Replies.error(ctx, 404, e.getMessage()));
    routes.exception(EdgeTableException.class, (e, ctx) -> Replies.error(ctx,
        isBadInput(e) ? 400 : 409, e.getMessage()));
    routes.exception(DoctorUnavailableException.class,
        (e, ctx) -> Replies.error(ctx, 501, e.getMessage()));
    routes.exception(SdkClientException.class, (e, ctx) -> Replies.error(ctx, 502,
        "cannot reach the DynamoDB endpoint: " + e.getMessage()));
    routes.exception(DynamoDbException.class, (e, ctx) -> {
      String message = e.awsErrorDetails() != null && e.awsErrorDetails().errorMessage() != null
          ? e.awsErrorDetails().errorMessage() : e.getMessage();
      int status = e.statusCode() == 400 ? 400 : 502;
      Replies.error(ctx, status, "DynamoDB refused the request: " + message);
    });
    routes.exception(Exception.class, (e, ctx) -> {
      // The details are for the log; the page gets one plain sentence, never a class name.
      System.err.println("edgetable console: internal error on " + ctx.req().getMethod() + " "
          + ctx.path() + ":");
      e.printStackTrace();
      Replies.error(ctx, 500, "the console failed on " + ctx.req().getMethod() + " "
          + ctx.path() + "; nothing more was sent (its log, on standard error, has the details)");
    });
  }

  private static boolean isJson(Context ctx) {
    String type = ctx.res().getContentType();
    return type != null && type.startsWith("application/json") && ctx.result() != null
        && !ctx.result().isEmpty();
  }

  /** A refusal of the input itself (a key, a cursor, a size), not of the table's state. */
  private static boolean isBadInput(EdgeTableException e) {
    return e instanceof InvalidKeyException || e instanceof InvalidCursorException
        || e instanceof ItemTooLargeException || e instanceof UnprojectedComponentException;
  }

  private static void headers(Context ctx) {
    ctx.header("Content-Security-Policy", Assets.POLICY);
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("Referrer-Policy", "no-referrer");
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("Cross-Origin-Opener-Policy", "same-origin");
    ctx.header("Cross-Origin-Resource-Policy", "same-origin");
  }

  private static Set<String> hosts(String bind, int port) {
    Set<String> hosts = new LinkedHashSet<>();
    String address = bind.contains(":") ? "[" + bind + "]" : bind;
    hosts.add(address + ":" + port);
    if (bind.equals("127.0.0.1") || bind.equals("::1")) {
      hosts.add("localhost:" + port);
    }
    return hosts;
  }

  private static String newToken() {
    byte[] bytes = new byte[24];
    new SecureRandom().nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  public int port() {
    return app.port();
  }

  public String token() {
    return token;
  }

  /** The URL to open: {@code http://127.0.0.1:PORT/?token=TOKEN}. */
  public URI url() {
    String host = bind.contains(":") ? "[" + bind + "]" : bind;
    return URI.create("http://" + host + ":" + port() + "/?token=" + token);
  }

  /** The bytes of the page's HTML, CSS and JavaScript. */
  public int pageWeight() {
    return assets.weight();
  }

  /** The bytes of the graph-layout library the model view loads. */
  public int graphLibraryWeight() {
    return assets.libraryWeight();
  }

  @Override
  public void close() {
    app.stop();
  }
}
