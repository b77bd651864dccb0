/**
 * The entry of the bundle that bin/mcr.js loads (dist/mcr.bundle.cjs, built by
 * scripts/bundle.mjs): the CLI, started; or, in a worker thread of a parallel batch
 * (batch/parallel.ts starts bin/mcr.js again), the worker's loop. The library
 * (dist/index.js) is tsc's output.
 */
import { isMainThread } from 'node:worker_threads';
import { run } from './cli.js';

if (isMainThread) run();
else void import('./batch/worker.js').then((m) => m.serve());
