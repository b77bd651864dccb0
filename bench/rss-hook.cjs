// Loaded with `node --require` by bench/run.mjs: writes the process's peak resident
// memory (kB) to the file named by MCR_BENCH_RSS_FILE when it exits.
const { writeFileSync } = require('node:fs');
process.on('exit', () => {
  if (process.env.MCR_BENCH_RSS_FILE) writeFileSync(process.env.MCR_BENCH_RSS_FILE, String(process.resourceUsage().maxRSS));
});
