// Preloaded (node -r) by the signal tests: says "listening" on stderr once the program
// listens for the signal named by MCR_READY_SIGNAL, so that a test sends it then, not
// after a guessed delay (before it, the default action would end the process).
const on = process.on;
process.on = function (event, listener) {
  const r = on.call(this, event, listener);
  if (event === process.env.MCR_READY_SIGNAL) process.stderr.write('listening\n');
  return r;
};
