/**
 * The seating search's steps and time: a search is a generator that yields
 * now and then; runSteps drives it to the end at once (the library's pure functions),
 * runStepsAsync lets the event loop run at each yield (the CLI: signals are heard, the
 * process exits 130 or 143 promptly). The clock's end stops the search, which then
 * returns the best it has.
 */

/** A search step by step: yields nothing, returns T. */
export type Steps<T> = Generator<void, T, void>;

export interface Clock {
  /** Date.now() at which the search stops (Infinity: never). */
  end: number;
  /** Set once the end has passed: every search stops at its next check. */
  out: boolean;
}

/** A pause point: yields, then whether the clock has run out. */
export function* late(clock: Clock): Steps<boolean> {
  yield;
  if (!clock.out && Date.now() >= clock.end) clock.out = true;
  return clock.out;
}

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Drives the steps, giving the event loop a turn every 20 ms or so. */
export async function runStepsAsync<T>(steps: Steps<T>): Promise<T> {
  let since = Date.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (Date.now() - since >= 20) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = Date.now();
    }
  }
}
