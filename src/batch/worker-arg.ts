/**
 * The argument a batch worker thread is started with (batch/parallel.ts): src/bin.ts
 * and bin/mcr.js tell a worker from the command line by it. A run of its own for
 * this, so that start-up loads nothing of the workers.
 */
export const WORKER_ARG = '--mcr-batch-worker';
