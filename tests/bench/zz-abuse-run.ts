import { abuseMeasures } from '/work/main/tests/bench/abuse';
const { measures } = await abuseMeasures();
for (const m of measures) console.log(`| ${m.name} | ${m.value} ${m.unit} | ${m.budget ?? '—'} |`);
process.exit(0);
