package io.edgetable.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
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
 * flight at all. Holds each request for a moment before sending it, so that overlapping requests
 * overlap long enough to be seen.
 */
final class NodeOverlapRecorder implements ExecutionInterceptor {
  private static final ExecutionAttribute<List<String>> NODES = new ExecutionAttribute<>("updatedNodes");

  /** One transaction as it was sent. */
  record Sent(List<String> nodes, int mostSharingANode, int inFlight) {}

  private final long holdMillis;
  private final Map<String, Integer> inFlightByNode = new HashMap<>();
  private final List<Sent> sent = new CopyOnWriteArrayList<>();
  private int inFlight;

  NodeOverlapRecorder(long holdMillis) {
    this.holdMillis = holdMillis;
  }

  @Override
  public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
    if (!(context.request() instanceof TransactWriteItemsRequest request) || attributes.getAttribute(NODES) != null) {
      return;
    }
    List<String> nodes = request.transactItems().stream()
        .filter(item -> item.update() != null)
        .map(TransactWriteItem::update)
        .map(update -> update.key().get("PK").s() + "|" + update.key().get("SK").s())
        .toList();
    synchronized (this) {
      int most = 0;
      for (String node : nodes) {
        most = Math.max(most, inFlightByNode.merge(node, 1, Integer::sum));
      }
      inFlight++;
      sent.add(new Sent(nodes, most, inFlight));
    }
    attributes.putAttribute(NODES, nodes);
    try {
      TimeUnit.MILLISECONDS.sleep(holdMillis);
    } catch (InterruptedException e) {
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

  List<Sent> sent() {
    return List.copyOf(sent);
  }
}
