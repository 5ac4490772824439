#!/usr/bin/env node
// `npm run bench`: the benchmarks (not part of `npm test`). There is one: bench/catalog.
import './catalog/index.mjs';
