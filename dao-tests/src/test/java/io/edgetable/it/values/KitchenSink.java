package io.edgetable.it.values;

import io.edgetable.Id;
import io.edgetable.Node;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** A node with every supported attribute type. */
@Node(prefix = "SINK")
public record KitchenSink(
    @Id SinkId id,
    String text,
    boolean flag,
    Boolean boxedFlag,
    byte b,
    Byte boxedB,
    short s,
    Short boxedS,
    int i,
    Integer boxedI,
    long l,
    Long boxedL,
    float f,
    Float boxedF,
    double d,
    Double boxedD,
    char c,
    Character boxedC,
    BigDecimal decimal,
    BigInteger big,
    Instant at,
    LocalDate day,
    UUID uuid,
    Mood mood,
    byte[] bytes,
    List<String> strings,
    List<Mood> moods,
    List<Address> addresses,
    List<List<Integer>> grid,
    Set<String> tags,
    Set<Integer> ints,
    Set<Long> longs,
    Set<BigDecimal> weights,
    Set<Double> doubles,
    Map<String, List<String>> aliases,
    Map<String, Address> places,
    Map<String, Integer> counts,
    Address home) {}
