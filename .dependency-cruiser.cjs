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
      name: 'domain-not-from-simulator',
      severity: 'error',
      comment: "The domain reads scans; the simulator makes them. The domain must not depend on the simulator's generator.",
      from: { path: '^server/src/domain/' },
      to: { path: '^server/src/device/(generate|simulator|random|mesh)' },
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
