/**
 * The entry of the bundle that bin/mcr.js loads (dist/mcr.bundle.mjs, built by
 * scripts/bundle.mjs): the CLI, started. The library (dist/index.js) is tsc's output.
 */
import { run } from './cli.js';

run();
