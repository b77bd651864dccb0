// Loaded with `node --require` by bench/stress-cases.mjs: writes the process's peak
// resident memory (kB) and CPU time (s) as JSON to the file named by MCR_USAGE_FILE
// when it exits (also after process.exit, as mcr does after a signal). The peak is
// VmHWM from /proc/self/status where there is one: getrusage's maxRSS can include
// the spawning process's size from before exec on Linux.
const { readFileSync, writeFileSync } = require('node:fs');
process.on('exit', () => {
  const file = process.env.MCR_USAGE_FILE;
  if (!file) return;
  const u = process.resourceUsage();
  let maxRssKb = u.maxRSS;
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) maxRssKb = Number(hwm[1]);
  } catch {
    // not Linux: getrusage's figure
  }
  writeFileSync(file, JSON.stringify({ maxRssKb, cpuSeconds: (u.userCPUTime + u.systemCPUTime) / 1e6 }));
});
