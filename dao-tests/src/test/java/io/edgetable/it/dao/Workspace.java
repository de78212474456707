package io.edgetable.it.dao;

import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A fresh table for the writes beyond put — updates, versions, time to live — holding the record
 * kinds that have them, with a DAO for each, reached through {@code access} as in {@link Graph}.
 */
final class Workspace implements AutoCloseable {
  final RequestCounter requests = new RequestCounter();

  /** A synchronous client on the table, counted, for setup and raw reads in both modes. */
  final DynamoDbClient client;

  private final DynamoDbAsyncClient asyncClient;
  final String table;
  final NodeAccess<Person, String, PersonCollection> persons;
  final EdgeAccess<Endorsement, String, String, Endorsement> endorsements;
  final VersionedNodeAccess<Team, String, TeamCollection> teams;
  final NodeAccess<Player, String, PlayerCollection> players;
  final VersionedEdgeAccess<Membership, String, String, Membership> memberships;
  final VersionedEdgeAccess<Assignment, String, String, Assignment> assignments;
  final EdgeAccess<Invitation, String, String, Invitation> invitations;
  final NodeAccess<Session, String, SessionCollection> sessions;
  final VersionedNodeAccess<Document, String, DocumentCollection> documents;

  Workspace(LocalDynamoDb db, Access access) {
    client = db.client(requests);
    boolean sync = access == Access.SYNC;
    asyncClient =
        sync
            ? null
            : DynamoDbAsyncClient.builder()
                .endpointOverride(db.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(
                    StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .overrideConfiguration(c -> c.addExecutionInterceptor(requests))
                .httpClient(Graph.HTTP)
                .build();
    table =
        db.createTable(
            PersonKeys.SCHEMA,
            EndorsementKeys.SCHEMA,
            TeamKeys.SCHEMA,
            PlayerKeys.SCHEMA,
            MembershipKeys.SCHEMA,
            AssignmentKeys.SCHEMA,
            InvitationKeys.SCHEMA,
            SessionKeys.SCHEMA,
            DocumentKeys.SCHEMA);
    persons =
        access.view(
            NodeAccess.class,
            sync ? new PersonDao(client, table) : new PersonAsyncDao(asyncClient, table));
    endorsements =
        access.view(
            EdgeAccess.class,
            sync ? new EndorsementDao(client, table) : new EndorsementAsyncDao(asyncClient, table));
    teams =
        access.view(
            VersionedNodeAccess.class,
            sync ? new TeamDao(client, table) : new TeamAsyncDao(asyncClient, table));
    players =
        access.view(
            NodeAccess.class,
            sync ? new PlayerDao(client, table) : new PlayerAsyncDao(asyncClient, table));
    memberships =
        access.view(
            VersionedEdgeAccess.class,
            sync ? new MembershipDao(client, table) : new MembershipAsyncDao(asyncClient, table));
    assignments =
        access.view(
            VersionedEdgeAccess.class,
            sync ? new AssignmentDao(client, table) : new AssignmentAsyncDao(asyncClient, table));
    invitations =
        access.view(
            EdgeAccess.class,
            sync ? new InvitationDao(client, table) : new InvitationAsyncDao(asyncClient, table));
    sessions =
        access.view(
            NodeAccess.class,
            sync ? new SessionDao(client, table) : new SessionAsyncDao(asyncClient, table));
    documents =
        access.view(
            VersionedNodeAccess.class,
            sync ? new DocumentDao(client, table) : new DocumentAsyncDao(asyncClient, table));
    requests.reset();
  }

  /** The stored item of {@code key}, read with the plain SDK (not counted by the scenarios). */
  Map<String, AttributeValue> raw(Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item =
        client.getItem(b -> b.tableName(table).key(key).consistentRead(true)).item();
    requests.reset();
    return item;
  }

  /** Operation name to count, of the requests {@code operation} sent. */
  Map<String, Integer> requestsOf(Runnable operation) {
    requests.reset();
    operation.run();
    return requests.byOperation();
  }

  @Override
  public void close() {
    client.close();
    if (asyncClient != null) {
      asyncClient.close();
    }
  }
}
