package io.edgetable.internal;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Records, for every TransactWriteItems sent, the node items it updates and how many in-flight
 * transactions (itself included) were updating each of them, plus how many transactions were in
 * flight at all. Holds each of the first {@code together} transactions until that many are in
 * flight at once (at most {@link #PATIENCE}), so that the check sees them overlap whatever the
 * server's speed; {@link #metTogether} says whether they did.
 */
final class NodeOverlapRecorder implements ExecutionInterceptor {
  private static final ExecutionAttribute<List<String>> NODES =
      new ExecutionAttribute<>("updatedNodes");

  /** One transaction as it was sent. */
  record Sent(List<String> nodes, int mostSharingANode, int inFlight) {}

  /** Generous: the wait ends as soon as the transactions are in flight together. */
  static final Duration PATIENCE = Duration.ofSeconds(30);

  private final CountDownLatch together;
  private final Map<String, Integer> inFlightByNode = new HashMap<>();
  private final List<Sent> sent = new CopyOnWriteArrayList<>();
  private int inFlight;
  private volatile boolean metTogether = true;

  NodeOverlapRecorder(int together) {
    this.together = new CountDownLatch(together);
  }

  @Override
  public void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes attributes) {
    if (!(context.request() instanceof TransactWriteItemsRequest request)
        || attributes.getAttribute(NODES) != null) {
      return;
    }
    List<String> nodes =
        request.transactItems().stream()
            .filter(item -> item.update() != null)
            .map(TransactWriteItem::update)
            .map(update -> update.key().get("PK").s() + "|" + update.key().get("SK").s())
            .toList();
    boolean held;
    synchronized (this) {
      int most = 0;
      for (String node : nodes) {
        most = Math.max(most, inFlightByNode.merge(node, 1, Integer::sum));
      }
      inFlight++;
      sent.add(new Sent(nodes, most, inFlight));
      held = together.getCount() > 0;
      together.countDown();
    }
    attributes.putAttribute(NODES, nodes);
    if (held) {
      awaitTheOthers();
    }
  }

  private void awaitTheOthers() {
    try {
      if (!together.await(PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
        metTogether = false;
      }
    } catch (InterruptedException e) {
      metTogether = false;
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void afterTransmission(Context.AfterTransmission context, ExecutionAttributes attributes) {
    done(attributes);
  }

  @Override
  public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
    done(attributes);
  }

  private void done(ExecutionAttributes attributes) {
    List<String> nodes = attributes.getAttribute(NODES);
    if (nodes == null) {
      return;
    }
    attributes.putAttribute(NODES, null);
    synchronized (this) {
      for (String node : nodes) {
        inFlightByNode.merge(node, -1, Integer::sum);
      }
      inFlight--;
    }
  }

  /** Whether the first transactions were all in flight at once before any was sent. */
  boolean metTogether() {
    return metTogether;
  }

  List<Sent> sent() {
    return List.copyOf(sent);
  }
}
