// The GraphQL endpoint's two addresses, for the app's client, the server and the load balancer's configuration
// (deploy/nginx.conf). Queries go to the read address, which refuses anything else: a load balancer may send a request
// there again to another copy when the first dies under it (a read is safe to repeat), which it must never do with a
// mutation (docs/deploy.md, "Reads are retried").
export const GRAPHQL_PATH = '/api/graphql';
export const GRAPHQL_READ_PATH = '/api/graphql/read';
