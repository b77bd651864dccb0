// Preloaded (node --require) to stop mcr at a chosen write step: MCR_KILL_AT=N sends
// MCR_KILL_SIGNAL (default SIGKILL) to the process itself at its N-th write step (an
// exclusive create, a rename, an unlink: the steps of io/write.ts and
// tournament/journal.ts), just before the step. For the tests and npm run stress of
// interrupted writes (bench/stress-cases.mjs, test/tournament/interrupted.test.ts).
const fs = require('node:fs');
const at = Number(process.env.MCR_KILL_AT);
const signal = process.env.MCR_KILL_SIGNAL || 'SIGKILL';
let step = 0;
const count = () => {
  step++;
  if (step === at) process.kill(process.pid, signal);
};
const p = fs.promises;
for (const name of ['rename', 'unlink']) {
  const original = p[name];
  p[name] = function (...args) {
    count();
    return original.apply(this, args);
  };
}
const open = p.open;
p.open = function (path, flags, ...rest) {
  if (flags === 'wx') count();
  return open.call(this, path, flags, ...rest);
};
