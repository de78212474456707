package io.edgetable.console.web;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Runs before every route: the {@code Host} header must name the address the console is bound
 * to (a page of another site that resolved its name to 127.0.0.1 is refused: DNS rebinding); the
 * token must come with every request, as the {@code X-EdgeTable-Token} header or the
 * {@code HttpOnly}, {@code SameSite=Strict} cookie that the first page ({@code /?token=...}) sets;
 * a write needs a method other than GET, a JSON body, and no foreign {@code Origin}; and with
 * {@code --read-only} every write is refused before anything is sent (reads sent with POST, a
 * query and its export, are no writes). Only the request's real method counts: a method override
 * ({@code X-HTTP-Method-Override} and its kin) is refused, so a GET never writes.
 */
final class Guard {
  static final String HEADER = "X-EdgeTable-Token";
  static final String COOKIE = "edgetable_token";

  /** Headers and a parameter that some frameworks read as "use this method instead". */
  private static final List<String> OVERRIDES =
      List.of("X-HTTP-Method-Override", "X-HTTP-Method", "X-Method-Override");

  /** The routes that read although they take a body (POST): allowed with --read-only. */
  private static final Pattern READS = Pattern.compile("/api/tables/[^/]+/query(/export)?");

  private final byte[] token;
  private final Set<String> hosts;
  private final Set<String> origins;
  private final boolean readOnly;

  Guard(String token, Set<String> hosts, boolean readOnly) {
    this.token = token.getBytes(StandardCharsets.UTF_8);
    this.hosts = Collections.unmodifiableSet(new LinkedHashSet<>(hosts));
    this.origins = hosts.stream().map(h -> "http://" + h).collect(Collectors.toUnmodifiableSet());
    this.readOnly = readOnly;
  }

  void check(Context ctx) {
    String host = ctx.header("Host");
    if (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT))) {
      throw new ApiError(403, "this console answers only to " + hosts + " (Host header was "
          + (host == null ? "missing" : "\"" + host + "\"") + ")");
    }
    for (String header : OVERRIDES) {
      if (ctx.header(header) != null) {
        throw new ApiError(400, header + " is refused: send the request with its real method");
      }
    }
    if (ctx.queryParam("_method") != null) {
      throw new ApiError(400, "_method is refused: send the request with its real method");
    }
    String method = ctx.req().getMethod().toUpperCase(Locale.ROOT);
    boolean read = method.equals("GET") || method.equals("HEAD");
    boolean firstPage = method.equals("GET") && ctx.path().equals("/")
        && ctx.queryParam("token") != null;
    if (firstPage) {
      if (!matches(ctx.queryParam("token"))) {
        throw new ApiError(401, "wrong token: open the URL that ./console printed");
      }
      Cookie cookie = new Cookie(COOKIE, ctx.queryParam("token"), "/", -1, false, true, null,
          SameSite.STRICT);
      cookie.setHttpOnly(true);
      cookie.setSameSite(SameSite.STRICT);
      ctx.cookie(cookie);
      ctx.header("Location", "/");
      throw new ApiError(303, "signed in");
    }
    String given = ctx.header(HEADER);
    if (given == null) {
      given = ctx.cookie(COOKIE);
    }
    if (given == null || !matches(given)) {
      throw new ApiError(401, given == null
          ? "no token: open the URL that ./console printed, or send the " + HEADER + " header"
          : "wrong token: open the URL that ./console printed");
    }
    if (!read) {
      String origin = ctx.header("Origin");
      if (origin != null && !origins.contains(origin.toLowerCase(Locale.ROOT))) {
        throw new ApiError(403, "a write from another origin (" + origin + ") is refused");
      }
      String type = ctx.contentType();
      boolean json = type != null && type.toLowerCase(Locale.ROOT)
          .startsWith("application/json");
      if (!json && !method.equals("DELETE")) {
        throw new ApiError(415, "a write sends its body as application/json");
      }
      if (readOnly && !READS.matcher(ctx.path()).matches()) {
        throw new ApiError(403, "the console runs with --read-only: nothing is written"
            + " (restart it without --read-only to edit)");
      }
    }
  }

  private boolean matches(String given) {
    return MessageDigest.isEqual(token, given.getBytes(StandardCharsets.UTF_8));
  }
}
