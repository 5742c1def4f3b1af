// The project's boundaries, checked in `npm run lint` (docs/architecture.md: boundaries). Each rule says why.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes load order matter and a module impossible to understand alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-layers-not-from-features',
      severity: 'error',
      comment: 'src/graphql, src/ui and src/lib serve every feature; a feature may use them, never the other way round.',
      from: { path: '^src/(graphql|ui|lib)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'server-not-from-client',
      severity: 'error',
      comment: 'The server runs only its own code and src/shared (code both sides run).',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'shared-is-shared',
      severity: 'error',
      comment: "src/shared runs on both sides, so it imports neither side's private code.",
      from: { path: '^src/shared/' },
      to: { path: '^(server/|src/)', pathNot: '^src/shared/' },
    },
    {
      name: 'app-not-from-simulator',
      severity: 'error',
      comment:
        "The server reads scans; the simulator makes them, as a scanner would. Only the demo's seeding (and tests) may use the generator or the mesh builder.",
      from: { path: '^server/src/', pathNot: ['^server/src/(simulator|demo)/', '\\.test\\.ts$'] },
      to: { path: '^server/src/simulator/' },
    },
    {
      name: 'simulator-is-a-scanner',
      severity: 'error',
      comment:
        'The simulator speaks to the server through the device API only: it knows the scan model and the demo devices, nothing of the server inside.',
      from: { path: '^server/src/simulator/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/', pathNot: ['^server/src/(simulator|scan)/', '^server/src/demo/demo-devices\\.ts$'] },
    },
    {
      name: 'scan-model-stands-alone',
      severity: 'error',
      comment:
        'The scan model (what a scanner sends and how a report is made of it) is the bottom layer: the domain, GraphQL, HTTP and the database build on it, never the other way round.',
      from: { path: '^server/src/scan/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/', pathNot: '^server/src/scan/' },
    },
    {
      name: 'operator-commands-are-leaves',
      severity: 'error',
      comment: 'The operator commands (server/src/ops) are run from npm scripts; the server never imports them.',
      from: { path: '^server/src/', pathNot: ['^server/src/ops/', '\\.test\\.ts$'] },
      to: { path: '^server/src/ops/' },
    },
    {
      name: 'client-not-from-server',
      severity: 'error',
      comment: 'The app bundles only client code and src/shared.',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|\\.tmp)/|routeTree\\.gen\\.ts$|graphql-env\\.d\\.ts$' },
  },
};
