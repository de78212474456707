package io.edgetable.internal;

import io.edgetable.internal.codec.TableKeys;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Plays a throttled table: removes some write requests / keys from every BatchWriteItem /
 * BatchGetItem before it is sent (so the server never sees them) and reports exactly those back as
 * UnprocessedItems / UnprocessedKeys. When every entry of a request is withheld, a delete of a key
 * no test uses goes instead, since a batch may not be empty (deleting nothing is harmless).
 */
public final class Withholding implements ExecutionInterceptor {
  public static final Map<String, AttributeValue> NOTHING =
      Map.of("PK", AttributeValue.fromS("NOTHING#"), "SK", AttributeValue.fromS("NOTHING#"));

  private static final ExecutionAttribute<Map<String, List<WriteRequest>>> WITHHELD_WRITES =
      new ExecutionAttribute<>("withheldWrites");
  private static final ExecutionAttribute<Map<String, List<Map<String, AttributeValue>>>>
      WITHHELD_KEYS = new ExecutionAttribute<>("withheldKeys");

  private final Predicate<Map<String, AttributeValue>> withhold;
  private final AtomicInteger withheld = new AtomicInteger();
  private final AtomicInteger batchWrites = new AtomicInteger();
  private final AtomicInteger batchGets = new AtomicInteger();

  /** {@code withhold} decides, per key and per request, whether the server gets to see it. */
  public Withholding(Predicate<Map<String, AttributeValue>> withhold) {
    this.withhold = withhold;
  }

  @Override
  public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
    if (context.request() instanceof BatchWriteItemRequest request) {
      batchWrites.incrementAndGet();
      Map<String, List<WriteRequest>> sent = new LinkedHashMap<>();
      Map<String, List<WriteRequest>> held = new LinkedHashMap<>();
      request
          .requestItems()
          .forEach(
              (table, writes) -> {
                for (WriteRequest write : writes) {
                  Map<String, AttributeValue> key =
                      TableKeys.keyOf(
                          write.putRequest() != null
                              ? write.putRequest().item()
                              : write.deleteRequest().key());
                  (withhold.test(key) ? held : sent)
                      .computeIfAbsent(table, t -> new ArrayList<>())
                      .add(write);
                }
                if (!sent.containsKey(table)) {
                  sent.put(
                      table,
                      List.of(
                          WriteRequest.builder()
                              .deleteRequest(DeleteRequest.builder().key(NOTHING).build())
                              .build()));
                }
              });
      held.values().forEach(writes -> withheld.addAndGet(writes.size()));
      attributes.putAttribute(WITHHELD_WRITES, held);
      return request.toBuilder().requestItems(sent).build();
    }
    if (context.request() instanceof BatchGetItemRequest request) {
      batchGets.incrementAndGet();
      Map<String, KeysAndAttributes> sent = new LinkedHashMap<>();
      Map<String, List<Map<String, AttributeValue>>> held = new LinkedHashMap<>();
      request
          .requestItems()
          .forEach(
              (table, keysAndAttributes) -> {
                List<Map<String, AttributeValue>> keys = new ArrayList<>();
                for (Map<String, AttributeValue> key : keysAndAttributes.keys()) {
                  if (withhold.test(key)) {
                    held.computeIfAbsent(table, t -> new ArrayList<>()).add(key);
                  } else {
                    keys.add(key);
                  }
                }
                sent.put(
                    table,
                    keysAndAttributes.toBuilder()
                        .keys(keys.isEmpty() ? List.of(NOTHING) : keys)
                        .build());
              });
      held.values().forEach(keys -> withheld.addAndGet(keys.size()));
      attributes.putAttribute(WITHHELD_KEYS, held);
      return request.toBuilder().requestItems(sent).build();
    }
    return context.request();
  }

  @Override
  public SdkResponse modifyResponse(
      Context.ModifyResponse context, ExecutionAttributes attributes) {
    if (context.response() instanceof BatchWriteItemResponse response) {
      Map<String, List<WriteRequest>> unprocessed = new LinkedHashMap<>();
      response
          .unprocessedItems()
          .forEach((table, writes) -> unprocessed.put(table, new ArrayList<>(writes)));
      attributes
          .getAttribute(WITHHELD_WRITES)
          .forEach(
              (table, writes) ->
                  unprocessed.computeIfAbsent(table, t -> new ArrayList<>()).addAll(writes));
      return response.toBuilder().unprocessedItems(unprocessed).build();
    }
    if (context.response() instanceof BatchGetItemResponse response) {
      Map<String, KeysAndAttributes> unprocessed = new LinkedHashMap<>(response.unprocessedKeys());
      attributes
          .getAttribute(WITHHELD_KEYS)
          .forEach(
              (table, keys) -> {
                List<Map<String, AttributeValue>> all = new ArrayList<>(keys);
                KeysAndAttributes already = unprocessed.get(table);
                if (already != null) {
                  all.addAll(already.keys());
                }
                unprocessed.put(table, KeysAndAttributes.builder().keys(all).build());
              });
      return response.toBuilder().unprocessedKeys(unprocessed).build();
    }
    return context.response();
  }

  public int withheld() {
    return withheld.get();
  }

  public int batchWrites() {
    return batchWrites.get();
  }

  public int batchGets() {
    return batchGets.get();
  }
}
