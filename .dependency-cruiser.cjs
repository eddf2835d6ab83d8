/**
 * The layers of ARCHITECTURE.md, checked by `npm run lint:layers` (part of npm test's lint step):
 *   app -> components -> server -> db; server/core and db import no domain; nothing imports demo but the
 *   demo's own entry points; no import circles; the folders of server/ on floors (below).
 * A new violation fails the test command; tests/scripts/layers.test.ts plants one to prove the check bites.
 */
const DOMAIN = '^server/(?!core/|platform/|api/|openapi/|jobs/|demo/)[^/]+/';

/**
 * The floors of server/ (ARCHITECTURE.md "The floors of server/"), lowest first. A folder imports only folders
 * of the floors below its own, never another folder of its own floor, so no two folders import each other and
 * no loop of folders exists. A new folder goes on the floor above the highest floor it imports from (a floor
 * of its own on top when none fits); a folder that must import one of its floor, or one above, moves up.
 */
const FLOORS = [
  ['core'],
  // api/versions: the dated API versions' change modules (plain JSON functions), read by apiRoute and by the
  // webhooks' rendering of events; the rest of server/api (apiRoute) is the top floor.
  ['jobs', 'files', 'activity', 'catalog', 'merchants', 'shipments', 'stock-ledger', 'api/versions'],
  ['outbox', 'products', 'users'],
  ['auth', 'stock'],
  ['api-clients', 'orders', 'split', 'inbound'],
  ['outbound', 'webhooks', 'storing', 'billing'],
  ['returns'],
  ['dashboard', 'saved-views', 'workbench'],
  ['demo', 'openapi'],
  ['platform'],
  ['api(?!/versions/)'],
];
const anyOf = (folders) => `^server/(${folders.join('|')})/`;
const floorRules = FLOORS.map((floor, i) => ({
  name: 'server-folders-look-down',
  severity: 'error',
  comment:
    `server/{${floor.join(',')}} (floor ${i}) imports only folders of the floors below it: move the shared ` +
    'part down, or the importing folder up a floor (the floors are listed in .dependency-cruiser.cjs).',
  from: { path: anyOf(floor) },
  to: { path: anyOf(FLOORS.slice(i).flat()), pathNot: '^server/$1/' },
}));
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a loop: take the shared part into its own file.',
      from: { path: '^(app|components|server|db)/' },
      to: { circular: true },
    },
    {
      name: 'db-is-the-ground-floor',
      severity: 'error',
      comment: 'db/ (schema, client, migrations) imports nothing of the app.',
      from: { path: '^db/' },
      to: { path: '^(app|components|server)/' },
    },
    {
      name: 'server-below-the-screens',
      severity: 'error',
      comment: 'The domain layer never imports routes, pages or components.',
      from: { path: '^server/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-never-reach-the-database',
      severity: 'error',
      comment: 'Components render what pages hand them; they read nothing themselves.',
      from: { path: '^components/' },
      to: { path: '^db/' },
    },
    {
      name: 'core-imports-no-domain',
      severity: 'error',
      comment: 'server/core is what every domain stands on; it names none of them.',
      from: { path: '^server/core/' },
      to: { path: DOMAIN },
    },
    {
      name: 'domains-do-not-import-demo',
      severity: 'error',
      comment: 'Demo data calls the domains, never the other way round.',
      from: { path: DOMAIN },
      to: { path: '^server/demo/' },
    },
    ...floorRules,
    {
      name: 'server-folders-have-a-floor',
      severity: 'error',
      comment: 'Every folder of server/ is on one of the floors listed in .dependency-cruiser.cjs (FLOORS).',
      from: { path: `^server/(?!(${FLOORS.flat().join('|')})/)` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|^tests/|^e2e/|^bench/|^scripts/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
