package io.edgetable.processor.model;

/**
 * The component an ordered inverse index sorts by ({@code @Edge(inverseSortBy = "...")}) and the
 * DynamoDB type it is stored as ({@code S}, {@code N} or {@code B}): the index's sort key is that
 * attribute, then the label sort key.
 */
public record IndexSortKey(ComponentModel component, String storedType) {

  public String attribute() {
    return component.name();
  }
}
