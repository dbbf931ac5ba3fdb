// Runs the API (src/main.ts) as its own OS process for the concurrency, crash and production-start suites, from
// source (ts-register.cjs).
require('./ts-register.cjs');
require('../src/main.ts');
