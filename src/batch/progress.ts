/**
 * The progress line of a long batch run: hands done and hands per second, redrawn in
 * place on a terminal's standard error. It appears only after `delayMs` (short runs
 * show nothing) and is redrawn at most every `everyMs`. cli.ts makes one only when
 * stderr is a terminal.
 */
export class Progress {
  private readonly start: number;
  private last = -Infinity;
  private shown = false;

  constructor(
    private readonly write: (text: string) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly delayMs = 1000,
    private readonly everyMs = 250,
  ) {
    this.start = now();
  }

  update(done: number): void {
    const t = this.now();
    if (t - this.start < this.delayMs || t - this.last < this.everyMs) return;
    this.last = t;
    this.shown = true;
    this.write(`\r\x1b[K${progressLine(done, t - this.start)}`);
  }

  /** Erases the line (before other output to the same terminal, and at the end). */
  clear(): void {
    if (!this.shown) return;
    this.shown = false;
    this.write('\r\x1b[K');
  }
}

const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');

export const progressLine = (done: number, ms: number): string =>
  `mcr: ${grouped(done)} hands, ${grouped(ms > 0 ? (done * 1000) / ms : 0)} hands/s`;
