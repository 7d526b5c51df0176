/**
 * The hexagon's dependency rules, checked in CI (`npm run deps:check`):
 * core -> only itself and zod (its testing/ fakes also vitest and Node builtins); adapters -> never
 * an app; web -> never the server; web features meet only through their entries.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core-and-zod',
      comment: 'core is framework-free: its runtime code imports nothing but itself and zod.',
      severity: 'error',
      from: { path: '^core/src', pathNot: ['\\.test\\.ts$', '/testing/'] },
      to: { pathNot: ['^core/src', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'core-tests-import-only-core-zod-vitest',
      comment: 'core tests and fakes run with no database and no network.',
      severity: 'error',
      from: { path: '^core/src', pathNot: '/testing/' },
      to: { pathNot: ['^core/src', '(^|/)node_modules/(zod|vitest|@vitest)/'] },
    },
    {
      name: 'core-testing-imports-only-core-zod-vitest-node',
      comment:
        'fakes may also use Node builtins: the in-memory Transactions needs AsyncLocalStorage to ' +
        'know which async flow runs inside a transaction. Runtime core code still may not.',
      severity: 'error',
      from: { path: '^core/src/.*testing/' },
      to: { pathNot: ['^core/src', '(^|/)node_modules/(zod|vitest|@vitest)/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'adapters-never-import-apps',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-the-server',
      comment: 'the browser app may use core (schemas, catalogue) but no server package.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(adapters|apps/(container|http|cli))/' },
    },
    {
      name: 'web-features-meet-through-their-entry',
      comment:
        'a web feature uses another only through its public entry (features/<b>/index.ts), so each ' +
        'can be reshaped inside without breaking the others.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'container-never-imports-drivers',
      severity: 'error',
      from: { path: '^apps/container/' },
      to: { path: '^apps/(http|cli|web)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(core|adapters|apps)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
