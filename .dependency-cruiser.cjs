/**
 * The hexagon's dependency rules, checked in CI (`npm run deps:check`):
 * core -> only itself and zod (its testing/ fakes also vitest and Node builtins); adapters -> never
 * an app; web -> never the server; web features meet only through their entries.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const readManifest = (dir) => JSON.parse(readFileSync(path.join(__dirname, dir, 'package.json'), 'utf8'));
const testFiles = ['\\.test\\.tsx?$', '\\.contract\\.ts$', '/testing/', '/test/'];

/** Each workspace's folder and manifest, from the root package.json's `workspaces`. */
const workspaces = readManifest('.').workspaces.map((dir) => ({ dir, manifest: readManifest(dir) }));
const folderOf = new Map(workspaces.map(({ dir, manifest }) => [manifest.name, dir]));

/**
 * Workspace imports resolve through symlinks to local files, so dependency-cruiser cannot tell a
 * declared one from an undeclared one: these rules, made from the manifests, do. Runtime files may
 * use `dependencies`; tests and test support also `devDependencies`. A workspace with only
 * devDependencies (the web app, bundled at build time; the journeys) ships nothing at run time.
 */
function undeclaredWorkspaceRules({ dir, manifest }) {
  const otherFolders = (declared) =>
    [...folderOf]
      .filter(([name, folder]) => folder !== dir && !declared.includes(name))
      .map(([, folder]) => `^${folder}/`);
  const runtime = otherFolders(Object.keys(manifest.dependencies ?? manifest.devDependencies ?? {}));
  const all = otherFolders(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  const rule = (name, from, forbidden) =>
    forbidden.length === 0
      ? []
      : [
          {
            name,
            severity: 'error',
            comment: `declare it in ${dir}/package.json`,
            from,
            to: { path: forbidden },
          },
        ];
  return [
    ...rule('workspace-dependency-declared', { path: `^${dir}/`, pathNot: testFiles }, runtime),
    ...rule('workspace-dev-dependency-declared', { path: `^${dir}/` }, all),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...workspaces.flatMap(undeclaredWorkspaceRules),
    {
      name: 'no-non-package-json',
      comment: 'every npm package a file imports is declared in the manifest nearest to it.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'http-reaches-adapters-only-through-the-container',
      comment:
        'the Koa driver gets adapters from the composition root, never by import; only its tests ' +
        'and test support open test databases and stubs directly.',
      severity: 'error',
      from: { path: '^apps/http/', pathNot: testFiles },
      to: { path: '^adapters/' },
    },
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
      name: 'accounts-and-membership-meet-only-through-members',
      comment:
        'signing in and paying are separate concerns: each builds on members/ (the member, its ' +
        'repository, tiers, statuses and the one history writer), never on the other.',
      severity: 'error',
      from: { path: '^core/src/(accounts|membership)/', pathNot: testFiles },
      to: { path: '^core/src/(accounts|membership)/', pathNot: '^core/src/$1/' },
    },
    {
      name: 'members-stand-alone',
      comment: 'members/ is what accounts and membership share, so it imports neither.',
      severity: 'error',
      from: { path: '^core/src/members/', pathNot: testFiles },
      to: { path: '^core/src/(accounts|membership)/' },
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
      name: 'http-renders-pages-with-the-built-renderer',
      comment:
        'the Koa driver renders pages with the web build (apps/web/dist-server, loaded at run time ' +
        'by file URL), never by importing web source: web packages are devDependencies, absent in ' +
        'production, and a source import would run React and MUI untranspiled in the server.',
      severity: 'error',
      from: { path: '^apps/http/' },
      to: { path: '^apps/web/' },
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
    exclude: { path: '(^|/)dist(-server)?/' },
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
