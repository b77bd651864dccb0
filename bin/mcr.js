#!/usr/bin/env node
// Starts mcr from dist/mcr.bundle.cjs (the CLI in one file, scripts/bundle.mjs),
// compiled with V8's code cache from dist/mcr.bundle.cache when that was made from this
// bundle by this node: start-up is mostly compiling (README "Speed"). Without a usable
// cache the bundle is compiled as usual, and a fresh cache is written if the directory
// allows it (never an error). The worker threads of a parallel batch run this file too
// (with the one argument --mcr-batch-worker, src/batch/worker.ts); only the main thread
// writes the cache. `mcr tournament` is a bundle of its own (dist/mcr-tournament.cjs,
// with dist/mcr-tournament.cache), which the main one loads the same way, through the
// `load` it is given.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

/** dist/<name>.cjs run as a CommonJS module, compiled with its code cache; its exports. */
function load(name) {
  const file = `${dist}/${name}.cjs`;
  const cacheFile = `${dist}/${name}.cache`;
  const source = readFileSync(file, 'utf8');
  const id = source.slice(0, source.indexOf('\n'));
  let cachedData;
  try {
    const cache = readFileSync(cacheFile);
    const eol = cache.indexOf(10);
    if (cache.toString('latin1', 0, eol) === id) cachedData = cache.subarray(eol + 1);
  } catch {
    // no cache yet
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname, load) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  if ((cachedData === undefined || script.cachedDataRejected) && process.argv[2] !== '--mcr-batch-worker') {
    process.once('exit', () => {
      try {
        const temporary = `${cacheFile}.${process.pid}`;
        writeFileSync(temporary, Buffer.concat([Buffer.from(`${id}\n`, 'latin1'), script.createCachedData()]));
        renameSync(temporary, cacheFile);
      } catch {
        // a read-only install: compiled without the cache each time
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dist, load);
  return module.exports;
}

load('mcr.bundle');
