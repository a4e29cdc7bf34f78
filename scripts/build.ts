import { build } from './build-steps';

const ms = await build();
console.log(`Built in ${(ms / 1000).toFixed(1)} s`);
