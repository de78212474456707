package io.edgetable.internal.transaction;

import io.edgetable.exception.OutcomeUnknownException;
import io.edgetable.internal.codec.StoredItems;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Telling a write that a lost response hid from one that never happened. When the SDK sends a
 * request again (a dropped connection, a 500, throttling), an earlier attempt may have been
 * applied; a conditional retry then fails on the item that attempt wrote. The item DynamoDB
 * returns with the refusal ({@code ReturnValuesOnConditionCheckFailure = ALL_OLD}) says which:
 * a put finds exactly its own item, a delete finds no item. Where the stored item fits both
 * stories, {@link OutcomeUnknownException} says so instead of guessing.
 */
public final class LostResponses {
  private LostResponses() {}

  /**
   * The result of a counted edge write whose own guard refused a retried request: {@code true}
   * if {@code stored} is exactly what this put writes (an earlier attempt, whose response was
   * lost, wrote it); {@link OutcomeUnknownException} for a delete that found no item (an earlier
   * attempt may have deleted it); otherwise what {@code refused} reads from {@code stored}.
   *
   * <p>A put that finds another item reports {@code false} as without a retry: on DynamoDB the
   * retry of a committed transaction succeeds under its ClientRequestToken, so a refused retry
   * did not commit; on a server that ignores the token, an earlier attempt could have committed
   * and been replaced by another writer within the retry, which nothing stored can tell.
   */
  public static boolean edgeOutcome(
      PlannedAction edge,
      Map<String, AttributeValue> stored,
      Throwable cause,
      Function<Map<String, AttributeValue>, Boolean> refused) {
    if (edge.write() instanceof ItemWrite.Create create
        && StoredItems.same(create.item(), stored)) {
      return true;
    }
    if (edge.write() instanceof ItemWrite.Remove && stored.isEmpty()) {
      throw unknown(
          edge.description(),
          "the retry found no item: this call's earlier attempt may have deleted it, or it was"
              + " absent already",
          cause);
    }
    return refused.apply(stored);
  }

  public static OutcomeUnknownException unknown(String what, String found, Throwable cause) {
    return new OutcomeUnknownException(
        "Cannot tell whether "
            + what
            + " was written: a response was lost (or the server failed) and the SDK sent the"
            + " request again, and "
            + found
            + ". Read the item to learn what is stored.",
        cause);
  }
}
