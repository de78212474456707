package io.edgetable.property;

import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.query.EdgeQuery;
import io.edgetable.query.KeyRange;
import io.edgetable.schema.EdgeSchema;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The model's kinds bound to one table: every node and edge kind with its sync and async DAOs. Id
 * pools are small (three ids a kind) so that chains collide often; one id of each string-like pool
 * holds {@code #} and {@code %}, which keys escape.
 */
final class Model {
  static final EdgeSchema[] SCHEMAS = {
    PersonKeys.SCHEMA, ItemKeys.SCHEMA, TagKeys.SCHEMA, TeamKeys.SCHEMA,
    FollowKeys.SCHEMA, MentorKeys.SCHEMA, LikeKeys.SCHEMA, RatingKeys.SCHEMA,
    TaggingKeys.SCHEMA, MembershipKeys.SCHEMA, VisitKeys.SCHEMA, LinkKeys.SCHEMA
  };
  private static final LocalDate DAY = LocalDate.of(2024, 3, 1);

  final NodeKind<Person, String> persons = persons();
  final NodeKind<Item, Long> items = items();
  final NodeKind<Tag, Integer> tags = tags();
  final NodeKind<Team, TeamId> teams = teams();
  final List<NodeKind<?, ?>> nodes = List.of(persons, items, tags, teams);

  final List<EdgeKind<?, ?, ?>> edges;
  final DynamoDbClient client;
  final DynamoDbAsyncClient asyncClient;
  final String table;

  Model(DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    this.client = client;
    this.asyncClient = asyncClient;
    this.table = table;
    persons.dao = new PersonDao(client, table);
    persons.async = new PersonAsyncDao(asyncClient, table);
    items.dao = new ItemDao(client, table);
    items.async = new ItemAsyncDao(asyncClient, table);
    tags.dao = new TagDao(client, table);
    tags.async = new TagAsyncDao(asyncClient, table);
    teams.dao = new TeamDao(client, table);
    teams.async = new TeamAsyncDao(asyncClient, table);
    edges =
        List.of(
            follows(client, asyncClient, table),
            mentors(client, asyncClient, table),
            likes(client, asyncClient, table),
            ratings(client, asyncClient, table),
            taggings(client, asyncClient, table),
            memberships(client, asyncClient, table),
            visits(client, asyncClient, table),
            links(client, asyncClient, table));
  }

  private static NodeKind<Person, String> persons() {
    return new NodeKind<>(
        "Person",
        "PER",
        List.of("ann", "bob", "c#%"),
        List.of("following", "followers", "mentees", "ratings", "teams"),
        PersonMarshaller.INSTANCE) {
      @Override
      Person make(String id, int variant, long version, Instant expires, boolean bad) {
        long c = bad ? 1 : 0;
        return new Person(id, text(variant), 0, 0, 0, c, 0, version);
      }

      @Override
      String id(Person r) {
        return r.handle();
      }

      @Override
      long counter(Person r, String counter) {
        return switch (counter) {
          case "following" -> r.following();
          case "followers" -> r.followers();
          case "mentees" -> r.mentees();
          case "ratings" -> r.ratings();
          case "teams" -> r.teams();
          default -> throw new IllegalArgumentException(counter);
        };
      }

      @Override
      Person data(Person r) {
        return new Person(r.handle(), r.name(), 0, 0, 0, 0, 0, r.version());
      }

      @Override
      Update<Person> rename(int variant) {
        return PersonFields.name.set(text(variant));
      }

      @Override
      Person renamed(Person r, int variant) {
        return new Person(r.handle(), text(variant), 0, 0, 0, 0, 0, r.version());
      }

      @Override
      Condition<Person> named(int variant) {
        return PersonFields.name.eq(text(variant));
      }

      @Override
      boolean isNamed(Person r, int variant) {
        return text(variant).equals(r.name());
      }

      @Override
      boolean deleteWithEdges(String id) {
        return ((PersonDao) dao).deleteWithEdges(id);
      }

      @Override
      CompletableFuture<Boolean> deleteWithEdgesAsync(String id) {
        return ((PersonAsyncDao) async).deleteWithEdges(id);
      }

      @Override
      boolean versioned() {
        return true;
      }

      @Override
      long version(Person r) {
        return r.version();
      }

      @Override
      Person withVersion(Person r, long version) {
        return new Person(r.handle(), r.name(), r.following(), r.followers(), r.mentees(),
            r.ratings(), r.teams(), version);
      }

      @Override
      boolean deleteRecord(Person r) {
        return ((PersonDao) dao).delete(r);
      }

      @Override
      CompletableFuture<Boolean> deleteRecordAsync(Person r) {
        return ((PersonAsyncDao) async).delete(r);
      }
    };
  }

  private static NodeKind<Item, Long> items() {
    return new NodeKind<>(
        "Item", "ITEM", List.of(1L, 2L, -3L), List.of("likes"), ItemMarshaller.INSTANCE) {
      @Override
      Item make(Long id, int variant, long version, Instant expires, boolean bad) {
        return new Item(id, text(variant), bad ? 2 : 0);
      }

      @Override
      Long id(Item r) {
        return r.id();
      }

      @Override
      long counter(Item r, String counter) {
        return r.likes();
      }

      @Override
      Item data(Item r) {
        return new Item(r.id(), r.title(), 0);
      }

      @Override
      Update<Item> rename(int variant) {
        return ItemFields.title.set(text(variant));
      }

      @Override
      Item renamed(Item r, int variant) {
        return new Item(r.id(), text(variant), 0);
      }

      @Override
      Condition<Item> named(int variant) {
        return ItemFields.title.eq(text(variant));
      }

      @Override
      boolean isNamed(Item r, int variant) {
        return text(variant).equals(r.title());
      }

      @Override
      boolean deleteWithEdges(Long id) {
        return ((ItemDao) dao).deleteWithEdges(id);
      }

      @Override
      CompletableFuture<Boolean> deleteWithEdgesAsync(Long id) {
        return ((ItemAsyncDao) async).deleteWithEdges(id);
      }
    };
  }

  private static NodeKind<Tag, Integer> tags() {
    return new NodeKind<>("Tag", "TAG", List.of(1, 2, 3), List.of(), TagMarshaller.INSTANCE) {
      @Override
      Tag make(Integer id, int variant, long version, Instant expires, boolean bad) {
        return new Tag(id, text(variant), expires);
      }

      @Override
      Integer id(Tag r) {
        return r.id();
      }

      @Override
      long counter(Tag r, String counter) {
        throw new IllegalArgumentException(counter);
      }

      @Override
      Tag data(Tag r) {
        return r;
      }

      @Override
      Update<Tag> rename(int variant) {
        return TagFields.label.set(text(variant));
      }

      @Override
      Tag renamed(Tag r, int variant) {
        return new Tag(r.id(), text(variant), r.expires());
      }

      @Override
      Condition<Tag> named(int variant) {
        return TagFields.label.eq(text(variant));
      }

      @Override
      boolean isNamed(Tag r, int variant) {
        return text(variant).equals(r.label());
      }

      @Override
      boolean deleteWithEdges(Integer id) {
        return ((TagDao) dao).deleteWithEdges(id);
      }

      @Override
      CompletableFuture<Boolean> deleteWithEdgesAsync(Integer id) {
        return ((TagAsyncDao) async).deleteWithEdges(id);
      }

      @Override
      Instant expires(Tag r) {
        return r.expires();
      }
    };
  }

  private static NodeKind<Team, TeamId> teams() {
    return new NodeKind<>(
        "Team",
        "TEAM",
        List.of(new TeamId("t1"), new TeamId("t2"), new TeamId("t#3%")),
        List.of("members"),
        TeamMarshaller.INSTANCE) {
      @Override
      Team make(TeamId id, int variant, long version, Instant expires, boolean bad) {
        return new Team(id, text(variant), bad ? 3 : 0);
      }

      @Override
      TeamId id(Team r) {
        return r.id();
      }

      @Override
      long counter(Team r, String counter) {
        return r.members();
      }

      @Override
      Team data(Team r) {
        return new Team(r.id(), r.name(), 0);
      }

      @Override
      Update<Team> rename(int variant) {
        return TeamFields.name.set(text(variant));
      }

      @Override
      Team renamed(Team r, int variant) {
        return new Team(r.id(), text(variant), 0);
      }

      @Override
      Condition<Team> named(int variant) {
        return TeamFields.name.eq(text(variant));
      }

      @Override
      boolean isNamed(Team r, int variant) {
        return text(variant).equals(r.name());
      }

      @Override
      boolean deleteWithEdges(TeamId id) {
        return ((TeamDao) dao).deleteWithEdges(id);
      }

      @Override
      CompletableFuture<Boolean> deleteWithEdgesAsync(TeamId id) {
        return ((TeamAsyncDao) async).deleteWithEdges(id);
      }
    };
  }

  private static String text(int variant) {
    return NodeKind.text(variant);
  }

  private static Instant since(int variant) {
    return Instant.parse("2024-01-01T00:00:00Z").plusSeconds(variant * 3600L);
  }

  private EdgeKind<Follow, String, String> follows(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    FollowDao typed = new FollowDao(client, table);
    EdgeKind<Follow, String, String> kind =
        new EdgeKind<>(
            "Follow", "FOLLOW", persons, persons, "following", "followers",
            FollowMarshaller.INSTANCE) {
          @Override
          Follow make(String s, String t, int variant, long version, Instant expires) {
            return new Follow(s, t, variant == 0 ? null : since(variant));
          }

          @Override
          String sourceOf(Follow r) {
            return r.follower();
          }

          @Override
          String targetOf(Follow r) {
            return r.followee();
          }

          @Override
          String sk(String t) {
            return FollowKeys.sk(t);
          }

          @Override
          Update<Follow> change(int variant) {
            return FollowFields.since.set(since(variant));
          }

          @Override
          Follow changed(Follow r, int variant) {
            return new Follow(r.follower(), r.followee(), since(variant));
          }

          @Override
          Condition<Follow> holds(int variant) {
            return FollowFields.since.eq(since(variant));
          }

          @Override
          boolean doesHold(Follow r, int variant) {
            return since(variant).equals(r.since());
          }

          @Override
          boolean hasInverse() {
            return true;
          }

          @Override
          Comparator<Follow> inverseOrder() {
            return byText(r -> FollowKeys.inverseSk(r.follower()));
          }

          @Override
          EdgeQuery<?> inverse(String t) {
            return typed.inverse(t);
          }

          @Override
          AsyncEdgeQuery<?> asyncInverse(String t) {
            return ((FollowAsyncDao) async).inverse(t);
          }
        };
    kind.dao = typed;
    kind.async = new FollowAsyncDao(asyncClient, table);
    return kind;
  }

  private EdgeKind<Mentor, String, String> mentors(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    MentorDao typed = new MentorDao(client, table);
    EdgeKind<Mentor, String, String> kind =
        new EdgeKind<>(
            "Mentor", "MENTOR", persons, persons, null, "mentees", MentorMarshaller.INSTANCE) {
          @Override
          Mentor make(String s, String t, int variant, long version, Instant expires) {
            return new Mentor(s, t, text(variant), version);
          }

          @Override
          String sourceOf(Mentor r) {
            return r.mentor();
          }

          @Override
          String targetOf(Mentor r) {
            return r.mentee();
          }

          @Override
          String sk(String t) {
            return MentorKeys.sk(t);
          }

          @Override
          Update<Mentor> change(int variant) {
            return MentorFields.topic.set(text(variant));
          }

          @Override
          Mentor changed(Mentor r, int variant) {
            return new Mentor(r.mentor(), r.mentee(), text(variant), r.version());
          }

          @Override
          Condition<Mentor> holds(int variant) {
            return MentorFields.topic.eq(text(variant));
          }

          @Override
          boolean doesHold(Mentor r, int variant) {
            return text(variant).equals(r.topic());
          }

          @Override
          boolean versioned() {
            return true;
          }

          @Override
          long version(Mentor r) {
            return r.version();
          }

          @Override
          Mentor withVersion(Mentor r, long version) {
            return new Mentor(r.mentor(), r.mentee(), r.topic(), version);
          }

          @Override
          boolean deleteRecord(Mentor r) {
            return typed.delete(r);
          }

          @Override
          CompletableFuture<Boolean> deleteRecordAsync(Mentor r) {
            return ((MentorAsyncDao) async).delete(r);
          }

          @Override
          boolean hasInverse() {
            return true;
          }

          @Override
          Comparator<Mentor> inverseOrder() {
            return byText(r -> MentorKeys.inverseSk(r.mentor()));
          }

          @Override
          EdgeQuery<?> inverse(String t) {
            return typed.inverse(t);
          }

          @Override
          AsyncEdgeQuery<?> asyncInverse(String t) {
            return ((MentorAsyncDao) async).inverse(t);
          }
        };
    kind.dao = typed;
    kind.async = new MentorAsyncDao(asyncClient, table);
    return kind;
  }

  private EdgeKind<Like, String, Long> likes(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    LikeDao typed = new LikeDao(client, table);
    EdgeKind<Like, String, Long> kind =
        new EdgeKind<>("Like", "LIKE", persons, items, null, "likes", LikeMarshaller.INSTANCE) {
          @Override
          Like make(String s, Long t, int variant, long version, Instant expires) {
            return new Like(s, t, variant == 0 ? null : text(variant));
          }

          @Override
          String sourceOf(Like r) {
            return r.person();
          }

          @Override
          Long targetOf(Like r) {
            return r.item();
          }

          @Override
          String sk(Long t) {
            return LikeKeys.sk(t);
          }

          @Override
          Update<Like> change(int variant) {
            return LikeFields.note.set(text(variant));
          }

          @Override
          Like changed(Like r, int variant) {
            return new Like(r.person(), r.item(), text(variant));
          }

          @Override
          Condition<Like> holds(int variant) {
            return LikeFields.note.eq(text(variant));
          }

          @Override
          boolean doesHold(Like r, int variant) {
            return text(variant).equals(r.note());
          }

          @Override
          boolean hasInverse() {
            return true;
          }

          @Override
          Comparator<Like> inverseOrder() {
            return byText(r -> LikeKeys.inverseSk(r.person()));
          }

          @Override
          Object projected(Like r) {
            return new EdgeKey<>(r.person(), r.item());
          }

          @Override
          EdgeQuery<?> inverse(Long t) {
            return typed.inverse(t);
          }

          @Override
          AsyncEdgeQuery<?> asyncInverse(Long t) {
            return ((LikeAsyncDao) async).inverse(t);
          }

          @Override
          AsyncEdgeQuery<Like> asyncInverseHydrated(Long t) {
            return ((LikeAsyncDao) async).inverseHydrated(t);
          }

          @Override
          EdgeQuery<Like> inverseHydrated(Long t) {
            return typed.inverseHydrated(t);
          }
        };
    kind.dao = typed;
    kind.async = new LikeAsyncDao(asyncClient, table);
    return kind;
  }

  private EdgeKind<Rating, String, Long> ratings(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    RatingDao typed = new RatingDao(client, table);
    EdgeKind<Rating, String, Long> kind =
        new EdgeKind<>(
            "Rating", "RATED", persons, items, "ratings", null, RatingMarshaller.INSTANCE) {
          @Override
          Rating make(String s, Long t, int variant, long version, Instant expires) {
            return new Rating(s, t, variant - 1, variant == 1 ? null : text(variant));
          }

          @Override
          String sourceOf(Rating r) {
            return r.person();
          }

          @Override
          Long targetOf(Rating r) {
            return r.item();
          }

          @Override
          String sk(Long t) {
            return RatingKeys.sk(t);
          }

          @Override
          Update<Rating> change(int variant) {
            return RatingFields.stars.set(variant * 2 - 1);
          }

          @Override
          Rating changed(Rating r, int variant) {
            return new Rating(r.person(), r.item(), variant * 2 - 1, r.comment());
          }

          @Override
          Condition<Rating> holds(int variant) {
            return RatingFields.comment.eq(text(variant));
          }

          @Override
          boolean doesHold(Rating r, int variant) {
            return text(variant).equals(r.comment());
          }

          @Override
          boolean hasInverse() {
            return true;
          }

          @Override
          Comparator<Rating> inverseOrder() {
            return Comparator.comparingInt(Rating::stars)
                .thenComparing(r -> RatingKeys.inverseSk(r.person()));
          }

          @Override
          EdgeQuery<?> inverse(Long t) {
            return typed.inverse(t);
          }

          @Override
          EdgeQuery<?> inverseInRange(Long t) {
            return typed.inverse(t, KeyRange.atLeast(0));
          }

          @Override
          boolean inRange(Rating r) {
            return r.stars() >= 0;
          }

          @Override
          AsyncEdgeQuery<?> asyncInverse(Long t) {
            return ((RatingAsyncDao) async).inverse(t);
          }

          @Override
          AsyncEdgeQuery<Rating> asyncInverseHydrated(Long t) {
            return ((RatingAsyncDao) async).inverseHydrated(t);
          }

          @Override
          EdgeQuery<Rating> inverseHydrated(Long t) {
            return typed.inverseHydrated(t);
          }
        };
    kind.dao = typed;
    kind.async = new RatingAsyncDao(asyncClient, table);
    return kind;
  }

  private EdgeKind<Tagging, Long, Integer> taggings(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    TaggingDao typed = new TaggingDao(client, table);
    EdgeKind<Tagging, Long, Integer> kind =
        new EdgeKind<>("Tagging", "TAGGED", items, tags, null, null, TaggingMarshaller.INSTANCE) {
          @Override
          Tagging make(Long s, Integer t, int variant, long version, Instant expires) {
            return new Tagging(s, t, DAY.plusDays(variant % 2), text(variant), expires);
          }

          @Override
          Long sourceOf(Tagging r) {
            return r.item();
          }

          @Override
          Integer targetOf(Tagging r) {
            return r.tag();
          }

          @Override
          String sk(Integer t) {
            return TaggingKeys.sk(t);
          }

          @Override
          Update<Tagging> change(int variant) {
            return TaggingFields.on.set(DAY.minusDays(variant));
          }

          @Override
          Tagging changed(Tagging r, int variant) {
            return new Tagging(r.item(), r.tag(), DAY.minusDays(variant), r.note(), r.expires());
          }

          @Override
          Condition<Tagging> holds(int variant) {
            return TaggingFields.note.eq(text(variant));
          }

          @Override
          boolean doesHold(Tagging r, int variant) {
            return text(variant).equals(r.note());
          }

          @Override
          Instant expires(Tagging r) {
            return r.expires();
          }

          @Override
          boolean hasInverse() {
            return true;
          }

          @Override
          Comparator<Tagging> inverseOrder() {
            return Comparator.comparing(Tagging::on)
                .thenComparing(r -> TaggingKeys.inverseSk(r.item()));
          }

          @Override
          EdgeQuery<?> inverse(Integer t) {
            return typed.inverse(t);
          }

          @Override
          EdgeQuery<?> inverseInRange(Integer t) {
            return typed.inverse(t, KeyRange.greaterThan(DAY));
          }

          @Override
          boolean inRange(Tagging r) {
            return r.on().isAfter(DAY);
          }

          @Override
          AsyncEdgeQuery<?> asyncInverse(Integer t) {
            return ((TaggingAsyncDao) async).inverse(t);
          }

          @Override
          AsyncEdgeQuery<Tagging> asyncInverseHydrated(Integer t) {
            return ((TaggingAsyncDao) async).inverseHydrated(t);
          }

          @Override
          EdgeQuery<Tagging> inverseHydrated(Integer t) {
            return typed.inverseHydrated(t);
          }
        };
    kind.dao = typed;
    kind.async = new TaggingAsyncDao(asyncClient, table);
    return kind;
  }

  private EdgeKind<Membership, String, TeamId> memberships(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    MembershipDao typed = new MembershipDao(client, table);
    EdgeKind<Membership, String, TeamId> kind =
        new EdgeKind<>(
            "Membership", "MEMBER", persons, teams, "teams", "members",
            MembershipMarshaller.INSTANCE) {
          @Override
          Membership make(String s, TeamId t, int variant, long version, Instant expires) {
            return new Membership(s, t, Role.values()[variant % 3], version);
          }

          @Override
          String sourceOf(Membership r) {
            return r.person();
          }

          @Override
          TeamId targetOf(Membership r) {
            return r.team();
          }

          @Override
          String sk(TeamId t) {
            return MembershipKeys.sk(t);
          }

          @Override
          Update<Membership> change(int variant) {
            return MembershipFields.role.set(Role.values()[(variant + 1) % 3]);
          }

          @Override
          Membership changed(Membership r, int variant) {
            return new Membership(r.person(), r.team(), Role.values()[(variant + 1) % 3],
                r.version());
          }

          @Override
          Condition<Membership> holds(int variant) {
            return MembershipFields.role.eq(Role.values()[variant % 3]);
          }

          @Override
          boolean doesHold(Membership r, int variant) {
            return r.role() == Role.values()[variant % 3];
          }

          @Override
          boolean versioned() {
            return true;
          }

          @Override
          long version(Membership r) {
            return r.version();
          }

          @Override
          Membership withVersion(Membership r, long version) {
            return new Membership(r.person(), r.team(), r.role(), version);
          }

          @Override
          boolean deleteRecord(Membership r) {
            return typed.delete(r);
          }

          @Override
          CompletableFuture<Boolean> deleteRecordAsync(Membership r) {
            return ((MembershipAsyncDao) async).delete(r);
          }

          @Override
          boolean hasInverse() {
            return true;
          }

          @Override
          Comparator<Membership> inverseOrder() {
            return Comparator.comparing((Membership r) -> r.role().name())
                .thenComparing(r -> MembershipKeys.inverseSk(r.person()));
          }

          @Override
          EdgeQuery<?> inverse(TeamId t) {
            return typed.inverse(t);
          }

          @Override
          EdgeQuery<?> inverseInRange(TeamId t) {
            return typed.inverse(t, KeyRange.between(Role.GUEST, Role.MEMBER));
          }

          @Override
          boolean inRange(Membership r) {
            String role = r.role().name(); // stored by name: GUEST to MEMBER, ADMIN before
            return role.compareTo("GUEST") >= 0 && role.compareTo("MEMBER") <= 0;
          }

          @Override
          AsyncEdgeQuery<?> asyncInverse(TeamId t) {
            return ((MembershipAsyncDao) async).inverse(t);
          }
        };
    kind.dao = typed;
    kind.async = new MembershipAsyncDao(asyncClient, table);
    return kind;
  }

  private EdgeKind<Visit, TeamId, Long> visits(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    VisitDao typed = new VisitDao(client, table);
    EdgeKind<Visit, TeamId, Long> kind =
        new EdgeKind<>("Visit", "VISIT", teams, items, null, null, VisitMarshaller.INSTANCE) {
          @Override
          Visit make(TeamId s, Long t, int variant, long version, Instant expires) {
            return new Visit(s, t, DAY.plusDays(variant % 2), variant * 10);
          }

          @Override
          TeamId sourceOf(Visit r) {
            return r.team();
          }

          @Override
          Long targetOf(Visit r) {
            return r.item();
          }

          @Override
          String sk(Long t) {
            return VisitKeys.sk(t);
          }

          @Override
          Update<Visit> change(int variant) {
            return VisitFields.day.set(DAY.plusDays(variant + 1));
          }

          @Override
          Visit changed(Visit r, int variant) {
            return new Visit(r.team(), r.item(), DAY.plusDays(variant + 1), r.minutes());
          }

          @Override
          Condition<Visit> holds(int variant) {
            return VisitFields.minutes.eq(variant * 10);
          }

          @Override
          boolean doesHold(Visit r, int variant) {
            return r.minutes() == variant * 10;
          }

          @Override
          boolean hasInverse() {
            return true;
          }

          @Override
          Comparator<Visit> inverseOrder() {
            return Comparator.comparing(Visit::day)
                .thenComparing(r -> VisitKeys.inverseSk(r.team()));
          }

          @Override
          Object projected(Visit r) {
            return new EdgeKey<>(r.team(), r.item());
          }

          @Override
          EdgeQuery<?> inverse(Long t) {
            return typed.inverse(t);
          }

          @Override
          EdgeQuery<?> inverseInRange(Long t) {
            return typed.inverse(t, KeyRange.atMost(DAY.plusDays(1)));
          }

          @Override
          boolean inRange(Visit r) {
            return !r.day().isAfter(DAY.plusDays(1));
          }

          @Override
          AsyncEdgeQuery<?> asyncInverse(Long t) {
            return ((VisitAsyncDao) async).inverse(t);
          }

          @Override
          AsyncEdgeQuery<Visit> asyncInverseHydrated(Long t) {
            return ((VisitAsyncDao) async).inverseHydrated(t);
          }

          @Override
          EdgeQuery<Visit> inverseHydrated(Long t) {
            return typed.inverseHydrated(t);
          }
        };
    kind.dao = typed;
    kind.async = new VisitAsyncDao(asyncClient, table);
    return kind;
  }

  private EdgeKind<Link, TeamId, TeamId> links(
      DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table) {
    LinkDao typed = new LinkDao(client, table);
    EdgeKind<Link, TeamId, TeamId> kind =
        new EdgeKind<>("Link", "LINK", teams, teams, null, null, LinkMarshaller.INSTANCE) {
          @Override
          Link make(TeamId s, TeamId t, int variant, long version, Instant expires) {
            return new Link(s, t, variant == 0 ? null : text(variant));
          }

          @Override
          TeamId sourceOf(Link r) {
            return r.from();
          }

          @Override
          TeamId targetOf(Link r) {
            return r.to();
          }

          @Override
          String sk(TeamId t) {
            return LinkKeys.sk(t);
          }

          @Override
          Update<Link> change(int variant) {
            return LinkFields.reason.set(text(variant));
          }

          @Override
          Link changed(Link r, int variant) {
            return new Link(r.from(), r.to(), text(variant));
          }

          @Override
          Condition<Link> holds(int variant) {
            return LinkFields.reason.eq(text(variant));
          }

          @Override
          boolean doesHold(Link r, int variant) {
            return text(variant).equals(r.reason());
          }
        };
    kind.dao = typed;
    kind.async = new LinkAsyncDao(asyncClient, table);
    return kind;
  }
}
