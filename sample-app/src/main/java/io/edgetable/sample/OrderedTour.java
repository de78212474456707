package io.edgetable.sample;

import io.edgetable.Page;
import io.edgetable.query.EdgeQuery;
import io.edgetable.query.KeyRange;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Inverse queries in the order of a typed attribute (multi-attribute index keys): a course roster
 * newest first and one week of it, and a celebrity's newest subscribers over 8 shards; the indexes
 * hold keys only, so each page is hydrated with one BatchGetItem.
 */
final class OrderedTour {
  private static final String COURSE = "math204";
  private static final int NEWEST = 5;

  private final Narrator narrator;
  private final RegistrationDao registrations;
  private final SubscriptionDao subscriptions;

  OrderedTour(DynamoDbClient client, String table, Narrator narrator) {
    this.narrator = narrator;
    this.registrations = new RegistrationDao(client, table);
    this.subscriptions = new SubscriptionDao(client, table);
  }

  void run() {
    roster();
    week();
    newestSubscribers();
  }

  private void roster() {
    narrator.step("Ordered inverse: the roster of " + COURSE + ", newest registration first");
    List<Registration> all = DemoData.registrations();
    registrations.putAll(all);
    long expected = all.stream().filter(r -> r.courseId().equals(COURSE)).count();
    IndexLag.await(() -> registrations.inverse(COURSE).count(), expected);
    Map<String, Long> mark = narrator.mark();
    List<Registration> roster = registrations.inverseHydrated(COURSE).descending().all();
    narrator.say(
        "Registration sorts index GSI2 by enrolledOn (inverseSortBy): its sort key is the date",
        "itself, then GSI2SK. The index holds keys only; inverseHydrated(\"" + COURSE + "\") reads",
        "a page of keys (one Query) and the registrations behind them (one BatchGetItem).");
    narrator.blank();
    TextTable table = TextTable.of("studentId", "enrolledOn", "status");
    roster.forEach(r -> table.row(r.studentId(), r.enrolledOn(), r.status()));
    narrator.table(table);
    narrator.blank();
    narrator.request(
        "The index Query (descending):",
        registrations.inverseHydrated(COURSE).descending().request());
    narrator.cost(mark);
  }

  private void week() {
    LocalDate from = DemoData.TERM_START.plusDays(2);
    LocalDate to = DemoData.TERM_START.plusDays(6);
    narrator.step("A range of dates: who registered for " + COURSE + " from " + from + " to " + to);
    Map<String, Long> mark = narrator.mark();
    EdgeQuery<Registration> week =
        registrations.inverseHydrated(COURSE, KeyRange.between(from, to));
    TextTable table = TextTable.of("studentId", "enrolledOn");
    week.all().forEach(r -> table.row(r.studentId(), r.enrolledOn()));
    narrator.say(
        "KeyRange.between(from, to) is the Query's key condition on enrolledOn: the index reads",
        "only that week, nothing is filtered out afterwards.");
    narrator.blank();
    narrator.table(table);
    narrator.blank();
    narrator.request("The index Query:", week.request());
    narrator.cost(mark);
  }

  private void newestSubscribers() {
    String celebrity = DemoData.CELEBRITY;
    narrator.step("The " + NEWEST + " newest of the celebrity's subscribers, over 8 shards");
    List<Subscription> all = DemoData.subscriptions();
    subscriptions.putAll(all);
    IndexLag.await(() -> subscriptions.inverse(celebrity).count(), all.size());
    Map<String, Long> mark = narrator.mark();
    Page<Subscription> page =
        subscriptions.inverseHydrated(celebrity).descending().limit(NEWEST).page();
    narrator.say(
        "Subscription spreads a creator's subscribers over GSI3PK = CREATOR#celeb#0..7 and sorts",
        "each shard by subscribedAt; inverseHydrated(\"celeb\").descending().limit(" + NEWEST + ")",
        "merges the shards newest first, then reads the " + NEWEST + " records in one",
        "BatchGetItem.");
    narrator.blank();
    TextTable table = TextTable.of("subscriber", "subscribedAt", "tier");
    page.items().forEach(s -> table.row(s.subscriber(), s.subscribedAt(), s.tier()));
    narrator.table(table);
    narrator.cost(mark);
  }
}
