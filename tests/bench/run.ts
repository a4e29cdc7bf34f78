import { mkdirSync, writeFileSync } from 'node:fs';
import { build, buildIsStale } from '../../scripts/build-steps';
import { BUDGETS, withinBudget, type Measure } from './budgets';
import { startFresh, stop } from './server';
import { firstLoadJsKb } from './first-load';
import { seedSeconds } from './seed';

/**
 * `npm run bench`: measures DESIGN.md's budgets on this machine, prints them as a table and
 * writes tests/bench/results.json. Exits non-zero when a budget is broken.
 */
const measures: Measure[] = [];
if (buildIsStale()) await build();

measures.push({
  name: 'seed a fresh database (OWASP scrypt)',
  value: seedSeconds(),
  unit: 's',
  budget: BUDGETS.seedSeconds,
  kind: 'max',
});

const server = await startFresh(18181);
try {
  measures.push({
    name: '`npm start` (built) to first page, fresh database',
    value: server.msToFirstPage,
    unit: 'ms',
  });
  const home = await firstLoadJsKb(`${server.url}/`);
  measures.push({
    name: 'host site JS, first load of /',
    value: home.kb,
    unit: 'KB gzip',
    budget: BUDGETS.hostFirstLoadKb,
    kind: 'max',
  });
} finally {
  await stop(server.process);
}

const rows = measures.map((m) => {
  const ok = withinBudget(m);
  return {
    ...m,
    status: ok === undefined ? 'measured' : ok ? 'ok' : 'OVER BUDGET',
  };
});
console.log('\n| measure | value | budget | status |\n|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.value} ${r.unit} | ${r.budget === undefined ? '—' : `${r.kind === 'min' ? '≥' : '≤'} ${r.budget} ${r.unit}`} | ${r.status} |`,
  );
}
mkdirSync('tests/bench', { recursive: true });
writeFileSync(
  'tests/bench/results.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2),
);
if (rows.some((r) => r.status === 'OVER BUDGET')) process.exit(1);
