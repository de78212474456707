package io.edgetable.spark;

import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * How the executors of a Spark job reach DynamoDB, and how fast they may write. Serializable and
 * immutable: the job ships these settings, never a client; each executor builds its own client
 * from them (one per JVM and settings) with the SDK's default configuration for what is not set.
 *
 * <pre>{@code
 * DynamoSettings.defaults()                       // default credentials chain and region
 *     .region("eu-west-1")                        // or the executors' AWS_REGION
 *     .writeUnitsPerSecond(2_000);                // the whole job's writes, split over its tasks
 * DynamoSettings.defaults().endpoint(URI.create("http://localhost:8000"))   // a local server
 * }</pre>
 *
 * <p>Each method returns new settings and checks its argument at once, naming the fix.
 */
public final class DynamoSettings implements Serializable {
  private static final long serialVersionUID = 1L;

  private static final Pattern REGION = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)+");

  /** The call timeouts executor clients have unless set: the SDK's default is no limit. */
  private static final Duration CALL_TIMEOUT = Duration.ofSeconds(60);

  private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(15);

  private final URI endpoint;
  private final String region;
  private final int writeUnitsPerSecond;
  private final List<String> interceptors;
  private final String accessKeyId;
  private final String secretAccessKey;
  private final Duration callTimeout;
  private final Duration attemptTimeout;

  private DynamoSettings(
      URI endpoint, String region, int writeUnitsPerSecond, List<String> interceptors,
      String accessKeyId, String secretAccessKey, Duration callTimeout, Duration attemptTimeout) {
    this.endpoint = endpoint;
    this.region = region;
    this.writeUnitsPerSecond = writeUnitsPerSecond;
    this.interceptors = List.copyOf(interceptors);
    this.accessKeyId = accessKeyId;
    this.secretAccessKey = secretAccessKey;
    this.callTimeout = callTimeout;
    this.attemptTimeout = attemptTimeout;
  }

  /**
   * The SDK's defaults on each executor: its default credentials chain (instance profile, EMR or
   * Glue job role, environment) and region ({@code AWS_REGION}, the profile), AWS's endpoint, no
   * write-rate limit.
   */
  public static DynamoSettings defaults() {
    return new DynamoSettings(
        null, null, 0, List.of(), null, null, CALL_TIMEOUT, ATTEMPT_TIMEOUT);
  }

  /** These settings sending to {@code endpoint} ({@code http://host:port}, e.g. a local server). */
  public DynamoSettings endpoint(URI endpoint) {
    Objects.requireNonNull(endpoint, "endpoint");
    String scheme = endpoint.getScheme();
    if (!endpoint.isAbsolute() || endpoint.getHost() == null
        || !("http".equals(scheme) || "https".equals(scheme))) {
      throw new IllegalArgumentException("endpoint " + endpoint + " is not an http(s) URL with a"
          + " host; give e.g. http://localhost:8000 or https://dynamodb.eu-west-1.amazonaws.com");
    }
    return new DynamoSettings(
        endpoint, region, writeUnitsPerSecond, interceptors, accessKeyId, secretAccessKey,
        callTimeout, attemptTimeout);
  }

  /** These settings in {@code region} (e.g. {@code eu-west-1}) instead of the default one. */
  public DynamoSettings region(String region) {
    if (region == null || !REGION.matcher(region).matches()) {
      throw new IllegalArgumentException("region " + (region == null ? "null" : "'" + region + "'")
          + " is not a region name; give e.g. us-east-1 or eu-west-1");
    }
    return new DynamoSettings(
        endpoint, region, writeUnitsPerSecond, interceptors, accessKeyId, secretAccessKey,
        callTimeout, attemptTimeout);
  }

  /**
   * These settings writing at most {@code units} write capacity units a second in total: split
   * evenly over the tasks that run at once, each waiting before a request until its share allows
   * it (DynamoDB's rule: 1 unit per 1 KB of an item written, rounded up; 2 in a transaction).
   */
  public DynamoSettings writeUnitsPerSecond(int units) {
    if (units < 1) {
      throw new IllegalArgumentException("writeUnitsPerSecond must be at least 1, was " + units
          + "; leave it unset for no limit");
    }
    return new DynamoSettings(
        endpoint, region, units, interceptors, accessKeyId, secretAccessKey, callTimeout,
        attemptTimeout);
  }

  /**
   * These settings with fixed credentials instead of the default chain: for local servers, which
   * accept any. They travel with the job in its serialized tasks; on a cluster prefer the default
   * chain (the instance profile or the job's role).
   */
  public DynamoSettings staticCredentials(String accessKeyId, String secretAccessKey) {
    if (accessKeyId == null || accessKeyId.isEmpty()
        || secretAccessKey == null || secretAccessKey.isEmpty()) {
      throw new IllegalArgumentException(
          "staticCredentials needs an access key id and a secret access key, neither empty");
    }
    return new DynamoSettings(
        endpoint, region, writeUnitsPerSecond, interceptors, accessKeyId, secretAccessKey,
        callTimeout, attemptTimeout);
  }

  /**
   * These settings adding an SDK interceptor to every executor's client (metrics, logging): a
   * public class with a public no-argument constructor, created once per client.
   */
  public DynamoSettings interceptor(Class<? extends ExecutionInterceptor> type) {
    Objects.requireNonNull(type, "type");
    boolean creatable;
    try {
      creatable = Modifier.isPublic(type.getModifiers())
          && !Modifier.isAbstract(type.getModifiers())
          && Modifier.isPublic(type.getConstructor().getModifiers());
    } catch (NoSuchMethodException e) {
      creatable = false;
    }
    if (!creatable) {
      throw new IllegalArgumentException("interceptor " + type.getName() + " must be a public,"
          + " concrete class with a public no-argument constructor: executors create it");
    }
    List<String> more = new ArrayList<>(interceptors);
    more.add(type.getName());
    return new DynamoSettings(
        endpoint, region, writeUnitsPerSecond, more, accessKeyId, secretAccessKey, callTimeout,
        attemptTimeout);
  }

  /**
   * These settings with other timeouts for each call (retries included; default 60 s) and each
   * attempt (default 15 s): a call that takes longer fails its task, which a run of the job
   * again resumes.
   */
  public DynamoSettings timeouts(Duration call, Duration attempt) {
    if (call == null || attempt == null || call.isNegative() || call.isZero()
        || attempt.isNegative() || attempt.isZero() || attempt.compareTo(call) > 0) {
      throw new IllegalArgumentException("timeouts " + call + " (call) and " + attempt
          + " (attempt) must be positive, the attempt's no longer than the call's");
    }
    return new DynamoSettings(endpoint, region, writeUnitsPerSecond, interceptors, accessKeyId,
        secretAccessKey, call, attempt);
  }

  /** The endpoint, when not AWS's. */
  public Optional<URI> endpoint() {
    return Optional.ofNullable(endpoint);
  }

  /** The region, when not the executors' default. */
  public Optional<String> region() {
    return Optional.ofNullable(region);
  }

  /** The job's total write units a second, when limited. */
  public OptionalInt writeUnitsPerSecond() {
    return writeUnitsPerSecond == 0 ? OptionalInt.empty() : OptionalInt.of(writeUnitsPerSecond);
  }

  /** The interceptor classes every client gets, by name. */
  public List<String> interceptors() {
    return interceptors;
  }

  /**
   * A new client as these settings describe. Jobs do not call it per task: the executors keep one
   * client per JVM and settings.
   */
  public DynamoDbClient newClient() {
    DynamoDbClientBuilder builder = DynamoDbClient.builder();
    if (endpoint != null) {
      builder.endpointOverride(endpoint);
    }
    if (region != null) {
      builder.region(Region.of(region));
    }
    if (accessKeyId != null) {
      builder.credentialsProvider(StaticCredentialsProvider.create(
          AwsBasicCredentials.create(accessKeyId, secretAccessKey)));
    }
    ClientOverrideConfiguration.Builder config = ClientOverrideConfiguration.builder()
        .apiCallTimeout(callTimeout)
        .apiCallAttemptTimeout(attemptTimeout);
    for (String name : interceptors) {
      config.addExecutionInterceptor(interceptor(name));
    }
    // A slow answer is waited for as long as an attempt may take (the SDK's default is 30 s).
    builder.httpClientBuilder(Apache5HttpClient.builder().socketTimeout(attemptTimeout));
    return builder.overrideConfiguration(config.build()).build();
  }

  private static ExecutionInterceptor interceptor(String name) {
    try {
      return Class.forName(name, true, Thread.currentThread().getContextClassLoader())
          .asSubclass(ExecutionInterceptor.class)
          .getConstructor()
          .newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new IllegalStateException("interceptor " + name + " cannot be created on this"
          + " executor; put its class on the job's classpath (--jars)", e);
    }
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DynamoSettings s
        && Objects.equals(endpoint, s.endpoint)
        && Objects.equals(region, s.region)
        && writeUnitsPerSecond == s.writeUnitsPerSecond
        && interceptors.equals(s.interceptors)
        && Objects.equals(accessKeyId, s.accessKeyId)
        && Objects.equals(secretAccessKey, s.secretAccessKey)
        && callTimeout.equals(s.callTimeout)
        && attemptTimeout.equals(s.attemptTimeout);
  }

  @Override
  public int hashCode() {
    return Objects.hash(endpoint, region, writeUnitsPerSecond, interceptors, accessKeyId,
        callTimeout, attemptTimeout);
  }

  /** The settings, credentials left out. */
  @Override
  public String toString() {
    return "DynamoSettings[endpoint=" + (endpoint == null ? "AWS" : endpoint)
        + ", region=" + (region == null ? "default" : region)
        + ", writeUnitsPerSecond=" + (writeUnitsPerSecond == 0 ? "unlimited" : writeUnitsPerSecond)
        + ", timeouts=" + callTimeout + "/" + attemptTimeout
        + (interceptors.isEmpty() ? "" : ", interceptors=" + interceptors)
        + (accessKeyId == null ? "" : ", static credentials") + "]";
  }
}
