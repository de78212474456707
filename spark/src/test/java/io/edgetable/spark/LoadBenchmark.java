package io.edgetable.spark;

import io.edgetable.internal.RequestCounter;
import io.edgetable.internal.codec.ItemSize;
import io.edgetable.schema.TableDefinition;
import io.edgetable.spark.model.Like;
import io.edgetable.spark.model.LikeDao;
import io.edgetable.spark.model.LikeKeys;
import io.edgetable.spark.model.MemberKeys;
import io.edgetable.spark.model.Post;
import io.edgetable.spark.model.PostDao;
import io.edgetable.spark.model.PostKeys;
import io.edgetable.test.MotoServer;
import java.sql.Date;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * What a bulk load of 100,000 counted edges ({@code Like}: 5,000 members like 20 posts, counted
 * on 4 counter items of each post) sends, against {@code LikeDao.putAll} of the same edges: requests and billed units per edge, counted on the wire (moto does not bill, so units
 * follow DynamoDB's rules: a write 1 unit a KB of the item, rounded up, 2 in a transaction; a
 * strongly consistent read 1 unit per 4 KB, also of a key that is not there), and the wall time
 * on Spark local[2] against moto. {@code putAll} sends one transaction per edge and runs on a
 * sample ({@code --dao-edges}, default 2,000): its figures per edge do not depend on the count,
 * and moto copies the whole table for each item of a transaction, so its time would grow with
 * the table, which DynamoDB's does not.
 *
 * <p>Run by {@code benchmarks/run --only=spark}; arguments {@code --edges=N --dao-edges=N}.
 */
public final class LoadBenchmark {
  private LoadBenchmark() {}

  public static void main(String[] args) {
    int edges = 100_000;
    int daoEdges = 2_000;
    for (String arg : args) {
      if (arg.startsWith("--edges=")) {
        edges = Integer.parseInt(arg.substring("--edges=".length()));
      } else if (arg.startsWith("--dao-edges=")) {
        daoEdges = Integer.parseInt(arg.substring("--dao-edges=".length()));
      } else {
        throw new IllegalArgumentException("unknown argument " + arg
            + "; use --edges=N and --dao-edges=N");
      }
    }
    int posts = 20;
    try (MotoServer moto = MotoServer.start()) {
      RequestCounter driver = new RequestCounter();
      DynamoDbClient client = DynamoDbClient.builder().endpointOverride(moto.endpoint())
          .region(Region.US_EAST_1)
          .credentialsProvider(StaticCredentialsProvider.create(
              AwsBasicCredentials.create("bench", "bench")))
          .overrideConfiguration(c -> c.addExecutionInterceptor(driver))
          .build();
      List<Row> rows = likes(posts, edges);

      String loaded = table(client, "loaded", posts);
      RequestCounter executors = new RequestCounter();
      Hooks.INSTALLED.add(executors);
      SparkSession spark = LocalSpark.session();
      DynamoSettings settings = DynamoSettings.defaults().endpoint(moto.endpoint())
          .region("us-east-1").staticCredentials("bench", "bench").interceptor(Hooks.class)
          .timeouts(Duration.ofMinutes(10), Duration.ofMinutes(5));
      long start = System.nanoTime();
      LoadResult result = EdgeLoader.load(spark.createDataFrame(rows, LIKES),
          loaded, LikeKeys.SCHEMA, settings, "bench", PostKeys.SCHEMA);
      double loadSeconds = (System.nanoTime() - start) / 1e9;
      LocalSpark.release();
      Hooks.INSTALLED.clear();
      System.out.println("== Bulk load of " + edges + " counted edges (" + posts + " posts,"
          + " likes on 4 counter items each) ==");
      System.out.println("result " + result);
      report("EdgeLoader.load", executors.requests(), edges, loadSeconds);

      String dao = table(client, "dao", posts);
      List<Like> records = new ArrayList<>();
      for (Row row : rows.subList(0, Math.min(daoEdges, rows.size()))) {
        records.add(new Like(row.getString(0), row.getString(1), row.getString(2),
            ((Date) row.get(3)).toLocalDate()));
      }
      driver.reset();
      start = System.nanoTime();
      new LikeDao(client, dao).putAll(records);
      double daoSeconds = (System.nanoTime() - start) / 1e9;
      report("LikeDao.putAll", driver.requests(), records.size(), daoSeconds);
    }
  }

  private static String table(DynamoDbClient client, String name, int posts) {
    TableDefinition.of(MemberKeys.SCHEMA, PostKeys.SCHEMA, LikeKeys.SCHEMA)
        .createIfMissing(client, name);
    PostDao dao = new PostDao(client, name);
    for (int i = 0; i < posts; i++) {
      dao.put(new Post("p" + i, "Post " + i, 0));
    }
    return name;
  }

  /** {@code edges} likes: member f likes post f / (edges / posts), 20 posts by default. */
  private static List<Row> likes(int posts, int edges) {
    int fans = (edges + posts - 1) / posts;
    List<Row> rows = new ArrayList<>(edges);
    for (int i = 0; i < edges; i++) {
      int fan = i % fans;
      int post = i / fans;
      rows.add(RowFactory.create("m" + fan, "p" + post, "liked by m" + fan,
          Date.valueOf(LocalDate.of(2026, 1, 1 + i % 28))));
    }
    return rows;
  }

  static final StructType LIKES = new StructType()
      .add("fan", DataTypes.StringType)
      .add("postId", DataTypes.StringType)
      .add("note", DataTypes.StringType)
      .add("since", DataTypes.DateType);

  private static void report(String what, List<SdkRequest> requests, int edges, double seconds) {
    double writeUnits = 0;
    double readUnits = 0;
    for (SdkRequest request : requests) {
      writeUnits += writeUnits(request);
      readUnits += readUnits(request);
    }
    System.out.printf(Locale.ROOT, "%s edges %d requests %d requests/edge %.4f WCU/edge %.3f"
            + " RCU/edge %.3f seconds %.1f edges/s %.0f%n", what, edges, requests.size(),
        (double) requests.size() / edges, writeUnits / edges, readUnits / edges, seconds,
        edges / seconds);
  }

  /** A write of an item: 1 unit a KB, rounded up. */
  private static int kb(java.util.Map<String, software.amazon.awssdk.services.dynamodb.model
      .AttributeValue> item) {
    return (int) Math.max(1, (ItemSize.of(item) + 1023) / 1024);
  }

  private static double writeUnits(SdkRequest request) {
    if (request instanceof BatchWriteItemRequest batch) {
      double units = 0;
      for (List<WriteRequest> writes : batch.requestItems().values()) {
        for (WriteRequest write : writes) {
          units += write.putRequest() != null ? kb(write.putRequest().item()) : 1;
        }
      }
      return units;
    }
    if (request instanceof PutItemRequest put) {
      return kb(put.item());
    }
    if (request instanceof UpdateItemRequest) {
      return 1; // counter and marker items are far below 1 KB
    }
    if (request instanceof TransactWriteItemsRequest transaction) {
      double units = 0;
      for (TransactWriteItem action : transaction.transactItems()) {
        units += 2 * (action.put() != null ? kb(action.put().item()) : 1);
      }
      return units;
    }
    return 0;
  }

  private static double readUnits(SdkRequest request) {
    if (request instanceof BatchGetItemRequest batch) {
      double units = 0;
      for (KeysAndAttributes keys : batch.requestItems().values()) {
        units += keys.keys().size() * (Boolean.TRUE.equals(keys.consistentRead()) ? 1 : 0.5);
      }
      return units;
    }
    if (request instanceof GetItemRequest get) {
      return Boolean.TRUE.equals(get.consistentRead()) ? 1 : 0.5;
    }
    return 0;
  }
}
