// Queries go to the GraphQL read address, which a load balancer may retry on another copy (src/shared/graphql-paths.ts);
// mutations stay on the main one. Placed right before fetchExchange in every client.
import { makeOperation, mapExchange } from 'urql';
import { GRAPHQL_READ_PATH } from '#shared/graphql-paths.ts';

export const readPathExchange = mapExchange({
  onOperation: (operation) =>
    operation.kind === 'query' ? makeOperation(operation.kind, operation, { ...operation.context, url: GRAPHQL_READ_PATH }) : operation,
});
