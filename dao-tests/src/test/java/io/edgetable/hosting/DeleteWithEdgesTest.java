package io.edgetable.hosting;

import static io.edgetable.hosting.Hosting.dev;
import static io.edgetable.hosting.Hosting.repo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * deleteWithEdges on every node kind of the hosting model, sync and async: a repo is the target of
 * an ordered inverse (Contributes, whose index sorts by a date before its label sort key), of a
 * sharded inverse and of a counter on 8 counter items (Star); a developer is both ends of a counted
 * self-edge (Follows) and the source of the others.
 */
class DeleteWithEdgesTest extends OnHostingTable {

  private static final LocalDate DAY = LocalDate.of(2024, 1, 2);

  private void developers(String... handles) {
    for (String handle : handles) {
      h.developers.put(new Developer(dev(handle), handle, 0, 0));
    }
  }

  /** ada/engine, starred by {@code stargazers} and worked on by ada and bob. */
  private void engine(String... stargazers) {
    h.repos.put(new Repo(repo("ada/engine"), "An engine", 0, 0));
    for (String stargazer : stargazers) {
      h.stars.put(new Star(dev(stargazer), repo("ada/engine")));
    }
    h.contributions.put(new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.MAINTAINER));
    h.contributions.put(
        new Contributes(dev("bob"), repo("ada/engine"), DAY.plusDays(3), Role.REVIEWER));
  }

  @Test
  void aRepoWithoutEdgesIsDeleted() {
    h.repos.put(new Repo(repo("ada/engine"), "An engine", 0, 0));
    assertTrue(h.repos.deleteWithEdges(repo("ada/engine")));
    assertFalse(h.repos.exists(repo("ada/engine")));
    assertFalse(h.repos.deleteWithEdges(repo("ada/engine")), "absent now");
  }

  @Test
  void aRepoIsDeletedWithItsStarsContributionsAndCounterItems() {
    developers("ada", "bob", "cy");
    engine("ada", "bob", "cy");
    assertEquals(3, h.repos.get(repo("ada/engine")).orElseThrow().stars());
    assertEquals(3, h.itemsUnder("REPO#ada/engine#stars#").size(), "one counter item a star");

    h.requests.reset();
    assertTrue(h.repos.deleteWithEdges(repo("ada/engine")));

    assertEquals(List.of(), h.itemsUnder("REPO#ada/engine"), "node and counter items gone");
    assertEquals(0, h.stars.forward(dev("ada")).count());
    assertEquals(0, h.contributions.forward(dev("bob")).count());
    // The contributors' index sorts by since, then GSI3SK: the label is a filter.
    QueryRequest contributors =
        h.requests.queries().stream()
            .filter(q -> "GSI3".equals(q.indexName()))
            .findFirst()
            .orElseThrow();
    assertEquals("#pk = :pk", contributors.keyConditionExpression());
    assertEquals("begins_with(#sk, :prefix)", contributors.filterExpression());
    assertEquals("CONTRIB#DEV#", contributors.expressionAttributeValues().get(":prefix").s());

    // A repo created again with the id starts from nothing.
    h.repos.put(new Repo(repo("ada/engine"), "Again", 0, 0));
    assertEquals(0, h.repos.get(repo("ada/engine")).orElseThrow().stars());
  }

  @Test
  void aDeveloperIsDeletedWithFollowsBothWaysStarsAndContributions() {
    developers("ada", "bob", "cy");
    engine("ada", "bob");
    h.follows.put(new Follows(dev("ada"), dev("bob"), null));
    h.follows.put(new Follows(dev("cy"), dev("ada"), null));
    h.follows.put(new Follows(dev("ada"), dev("ada"), null));

    assertTrue(h.developers.deleteWithEdges(dev("ada")));

    assertFalse(h.developers.exists(dev("ada")));
    assertEquals(new Developer(dev("bob"), "bob", 0, 0), h.developers.get(dev("bob")).get());
    assertEquals(new Developer(dev("cy"), "cy", 0, 0), h.developers.get(dev("cy")).get());
    Repo engine = h.repos.get(repo("ada/engine")).orElseThrow();
    assertEquals(1, engine.stars(), "bob's star stays");
    assertEquals(
        List.of(dev("bob")),
        h.contributions.inverse(repo("ada/engine")).all().stream()
            .map(Contributes::developer)
            .toList());
  }

  @Test
  void theAsyncDaosDeleteAlike() throws Exception {
    developers("ada", "bob");
    engine("ada", "bob");
    h.follows.put(new Follows(dev("bob"), dev("ada"), null));

    assertTrue(h.asyncRepos.deleteWithEdges(repo("ada/engine")).get());
    assertEquals(List.of(), h.itemsUnder("REPO#ada/engine"));
    assertTrue(h.asyncDevelopers.deleteWithEdges(dev("ada")).get());
    assertEquals(List.of(), h.itemsUnder("DEV#ada"));
    assertEquals(0, h.developers.get(dev("bob")).orElseThrow().following());
  }
}
