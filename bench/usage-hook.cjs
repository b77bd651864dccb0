// Loaded with `node --require` by bench/stress-cases.mjs: writes the process's peak
// resident memory (kB) and CPU time (s) as JSON to the file named by MCR_USAGE_FILE
// when it exits (also after process.exit, as mcr does after a signal).
const { writeFileSync } = require('node:fs');
process.on('exit', () => {
  const file = process.env.MCR_USAGE_FILE;
  if (!file) return;
  const u = process.resourceUsage();
  writeFileSync(file, JSON.stringify({ maxRssKb: u.maxRSS, cpuSeconds: (u.userCPUTime + u.systemCPUTime) / 1e6 }));
});
