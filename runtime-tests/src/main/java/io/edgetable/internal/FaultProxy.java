package io.edgetable.internal;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A real HTTP/1.1 proxy on loopback between a client and a DynamoDB API server (moto), which
 * injects faults by seeded random choice, per request:
 *
 * <ul>
 *   <li>{@link Fault#DROP_RESPONSE}: forwards the request, reads the server's whole response
 *       (so the write was applied), then resets the client's connection without answering: the
 *       case where a retry meets the request's own write;
 *   <li>{@link Fault#SERVER_ERROR} / {@link Fault#UNAVAILABLE}: answers 500 / 503 without
 *       forwarding;
 *   <li>{@link Fault#THROTTLING} / {@link Fault#THROUGHPUT_EXCEEDED}: answers DynamoDB's
 *       {@code ThrottlingException} / {@code ProvisionedThroughputExceededException} (HTTP 400)
 *       without forwarding;
 *   <li>{@link Fault#DELAY}: waits a few milliseconds, then forwards.
 * </ul>
 *
 * Every other request is forwarded untouched, and every forwarded request reaches the server.
 * Requests are read by their {@code Content-Length} (what the AWS SDK sends); each is forwarded
 * on a connection of its own. Faults are drawn from one {@link Random} of the given seed; with
 * several client threads the draw order follows their timing, so counts vary a little between
 * runs, the mix does not.
 */
public final class FaultProxy implements AutoCloseable {
  /** What the proxy does with one request. */
  public enum Fault {
    NONE,
    DROP_RESPONSE,
    SERVER_ERROR,
    UNAVAILABLE,
    THROTTLING,
    THROUGHPUT_EXCEEDED,
    DELAY
  }

  private static final StaticCredentialsProvider CREDENTIALS =
      StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test"));
  private static final BackoffStrategy BACKOFF =
      BackoffStrategy.exponentialDelay(Duration.ofMillis(5), Duration.ofMillis(200));
  private static final RetryStrategy RETRIES =
      AwsRetryStrategy.standardRetryStrategy().toBuilder()
          .maxAttempts(10)
          .circuitBreakerEnabled(false)
          .backoffStrategy(BACKOFF)
          .throttlingBackoffStrategy(BACKOFF)
          .build();

  private final URI upstream;
  private final ServerSocket server;
  private final Random random;
  private final double[] odds;
  private final ExecutorService threads;
  private final Map<Fault, AtomicLong> counts = new EnumMap<>(Fault.class);
  private final AtomicLong forwarded = new AtomicLong();
  private final Map<String, Deque<Fault>> scripts = new HashMap<>();
  private volatile boolean enabled = true;

  /**
   * A proxy to {@code upstream}, listening on a free loopback port, injecting each fault with
   * the probability given ({@code odds} by fault; the rest of the requests pass).
   */
  public FaultProxy(URI upstream, long seed, Map<Fault, Double> odds) throws IOException {
    this.upstream = upstream;
    this.random = new Random(seed);
    this.odds = new double[Fault.values().length];
    double total = 0;
    for (Map.Entry<Fault, Double> entry : odds.entrySet()) {
      this.odds[entry.getKey().ordinal()] = entry.getValue();
      total += entry.getValue();
    }
    if (total > 1) {
      throw new IllegalArgumentException("the odds add up to " + total + ", more than 1");
    }
    for (Fault fault : Fault.values()) {
      counts.put(fault, new AtomicLong());
    }
    this.server = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
    this.threads =
        Executors.newCachedThreadPool(
            runnable -> {
              Thread thread = new Thread(runnable, "fault-proxy");
              thread.setDaemon(true);
              return thread;
            });
    threads.execute(this::accept);
  }

  /** The proxy's address, for the client's {@code endpointOverride}. */
  public URI endpoint() {
    return URI.create("http://127.0.0.1:" + server.getLocalPort());
  }

  /**
   * A client through this proxy, retrying as the SDK's standard strategy does (10 attempts,
   * shorter waits, no circuit breaker), with moto's test credentials.
   */
  public DynamoDbClient client() {
    return throughProxy(DynamoDbClient.builder()).build();
  }

  /** {@link #client()}, asynchronous. */
  public DynamoDbAsyncClient asyncClient() {
    return throughProxy(DynamoDbAsyncClient.builder()).build();
  }

  private <B extends AwsClientBuilder<B, ?>> B throughProxy(B builder) {
    return builder
        .endpointOverride(endpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(CREDENTIALS)
        .overrideConfiguration(c -> c.retryStrategy(RETRIES));
  }

  /** Turns faults on or off (off: every request passes). */
  public void faults(boolean on) {
    enabled = on;
  }

  /**
   * The next requests of DynamoDB operation {@code operation} ({@code "UpdateItem"}) meet {@code
   * faults}, one each, in order, whatever the odds and whether faults are on: a scripted fault,
   * for tests that need one where they choose.
   */
  public void script(String operation, Fault... faults) {
    synchronized (scripts) {
      scripts.computeIfAbsent(operation, o -> new ArrayDeque<>()).addAll(List.of(faults));
    }
  }

  /** How many requests met each fault ({@link Fault#NONE}: passed untouched). */
  public Map<Fault, Long> counts() {
    Map<Fault, Long> copy = new EnumMap<>(Fault.class);
    counts.forEach((fault, count) -> copy.put(fault, count.get()));
    return copy;
  }

  /** How many requests reached the server. */
  public long forwarded() {
    return forwarded.get();
  }

  @Override
  public void close() throws IOException {
    server.close();
    threads.shutdownNow();
  }

  private void accept() {
    while (!server.isClosed()) {
      try {
        Socket client = server.accept();
        threads.execute(() -> serve(client));
      } catch (IOException e) {
        return; // closed
      }
    }
  }

  /** Serves one client connection, request after request, until it closes. */
  private void serve(Socket client) {
    try (client) {
      InputStream in = new BufferedInputStream(client.getInputStream());
      OutputStream out = client.getOutputStream();
      while (true) {
        Message request = Message.read(in);
        if (request == null) {
          return;
        }
        Fault fault = scripted(request).orElseGet(this::draw);
        counts.get(fault).incrementAndGet();
        switch (fault) {
          case NONE -> relay(request, out);
          case DELAY -> {
            Thread.sleep(5 + random(40));
            relay(request, out);
          }
          case DROP_RESPONSE -> {
            forward(request);
            client.setSoLinger(true, 0); // reset: the response is lost
            return;
          }
          case SERVER_ERROR -> error(out, 500, "Internal Server Error", "InternalServerError");
          case UNAVAILABLE -> error(out, 503, "Service Unavailable", "ServiceUnavailable");
          case THROTTLING -> error(out, 400, "Bad Request", "ThrottlingException");
          case THROUGHPUT_EXCEEDED ->
              error(out, 400, "Bad Request", "ProvisionedThroughputExceededException");
        }
        if (request.closes()) {
          return;
        }
      }
    } catch (SocketException e) {
      // the client went away
    } catch (IOException e) {
      // a broken exchange: the client sees its connection closed and retries
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The next fault scripted for {@code request}'s operation, if any. */
  private Optional<Fault> scripted(Message request) {
    String target = Message.header(request.headers(), "x-amz-target");
    if (target == null) {
      return Optional.empty();
    }
    String operation = target.substring(target.indexOf('.') + 1);
    synchronized (scripts) {
      Deque<Fault> faults = scripts.get(operation);
      return faults == null ? Optional.empty() : Optional.ofNullable(faults.poll());
    }
  }

  private Fault draw() {
    if (!enabled) {
      return Fault.NONE;
    }
    double roll;
    synchronized (random) {
      roll = random.nextDouble();
    }
    for (Fault fault : Fault.values()) {
      roll -= odds[fault.ordinal()];
      if (roll < 0) {
        return fault;
      }
    }
    return Fault.NONE;
  }

  private int random(int bound) {
    synchronized (random) {
      return random.nextInt(bound);
    }
  }

  private void relay(Message request, OutputStream out) throws IOException {
    Message response = forward(request);
    response.write(out, false);
  }

  /** Sends {@code request} to the server on a connection of its own; its whole response. */
  private Message forward(Message request) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(upstream.getHost(), upstream.getPort()));
      OutputStream out = socket.getOutputStream();
      request.write(out, true);
      forwarded.incrementAndGet();
      Message response = Message.read(new BufferedInputStream(socket.getInputStream()));
      if (response == null) {
        throw new IOException("the server closed the connection without a response");
      }
      return response;
    }
  }

  private static void error(OutputStream out, int status, String reason, String type)
      throws IOException {
    byte[] body =
        ("{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + type
                + "\",\"message\":\"injected by the fault proxy\"}")
            .getBytes(StandardCharsets.UTF_8);
    String head =
        "HTTP/1.1 " + status + " " + reason + "\r\n"
            + "Content-Type: application/x-amz-json-1.0\r\n"
            + "x-amzn-ErrorType: " + type + "\r\n"
            + "x-amzn-RequestId: fault-proxy\r\n"
            + "Content-Length: " + body.length + "\r\n\r\n";
    out.write(head.getBytes(StandardCharsets.ISO_8859_1));
    out.write(body);
    out.flush();
  }

  /** An HTTP/1.1 message: its start line, headers and body (read by Content-Length). */
  private record Message(String start, List<String[]> headers, byte[] body, boolean toEnd) {
    /** The next message on {@code in}, or null at its end. */
    static Message read(InputStream in) throws IOException {
      String start = line(in);
      if (start == null) {
        return null;
      }
      List<String[]> headers = new ArrayList<>();
      String line;
      while ((line = line(in)) != null && !line.isEmpty()) {
        int colon = line.indexOf(':');
        headers.add(new String[] {line.substring(0, colon), line.substring(colon + 1).trim()});
      }
      String length = header(headers, "content-length");
      if (header(headers, "transfer-encoding") != null) {
        throw new IOException("chunked messages are not supported");
      }
      if (length != null) {
        return new Message(start, headers, in.readNBytes(Integer.parseInt(length)), false);
      }
      boolean response = start.startsWith("HTTP/");
      // A response without a length runs to the end of the connection.
      return new Message(start, headers, response ? in.readAllBytes() : new byte[0], response);
    }

    boolean closes() {
      return "close".equalsIgnoreCase(header(headers, "connection"));
    }

    /**
     * Writes the message; {@code closing} asks the other end to close after it (each forwarded
     * request has a connection of its own). A response read to the end gets its length.
     */
    void write(OutputStream out, boolean closing) throws IOException {
      StringBuilder head = new StringBuilder(start).append("\r\n");
      for (String[] header : headers) {
        String name = header[0].toLowerCase(Locale.ROOT);
        if (name.equals("connection") || name.equals("keep-alive")
            || (toEnd && name.equals("content-length"))) {
          continue;
        }
        head.append(header[0]).append(": ").append(header[1]).append("\r\n");
      }
      if (toEnd) {
        head.append("Content-Length: ").append(body.length).append("\r\n");
      }
      head.append("Connection: ").append(closing ? "close" : "keep-alive").append("\r\n\r\n");
      out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
      out.write(body);
      out.flush();
    }

    private static String header(List<String[]> headers, String name) {
      for (String[] header : headers) {
        if (header[0].equalsIgnoreCase(name)) {
          return header[1];
        }
      }
      return null;
    }

    private static String line(InputStream in) throws IOException {
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      int b;
      while ((b = in.read()) != -1) {
        if (b == '\n') {
          byte[] bytes = line.toByteArray();
          int end = bytes.length;
          if (end > 0 && bytes[end - 1] == '\r') {
            end--;
          }
          return new String(bytes, 0, end, StandardCharsets.ISO_8859_1);
        }
        line.write(b);
      }
      return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
    }
  }
}
