/**
 * The entry of the bundle that bin/mcr.js loads (dist/mcr.bundle.cjs, built by
 * scripts/bundle.mjs): the CLI, started; or, in a worker thread of a parallel batch
 * (batch/parallel.ts starts bin/mcr.js again, with the argument WORKER_ARG), the
 * worker's loop. An argument rather than node:worker_threads' isMainThread: that
 * module stays off the start-up of every other run. The library (dist/index.js) is
 * tsc's output.
 */
import { run } from './cli.js';
import { WORKER_ARG } from './batch/worker-arg.js';

if (process.argv[2] === WORKER_ARG) void import('./batch/worker.js').then((m) => m.serve() || run());
else run();
