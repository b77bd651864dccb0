/**
 * What the batch loop (cli.ts) feeds each input's chunks to: the single-thread path
 * here (LineSplitter, then Batch), or the worker threads of a --json batch
 * (parallel.ts). Both put every line through Batch.line, in input order.
 */
import { LineSplitter } from './lines.js';
import type { Batch } from './run.js';

export interface Feed {
  /** The next input starts. */
  open(file: string): void;
  /** A chunk of it; resolves when more may be read. */
  push(chunk: Buffer): Promise<void> | void;
  /** It could not be opened or read to its end. */
  unreadable(e: unknown): void;
  /** Its end: the last line when it does not end with a newline. */
  close(): void;
  /** Everything fed is written (or the output stopped). */
  finish(): Promise<void>;
}

/** One thread: each chunk's lines scored as they come. */
export class SerialFeed implements Feed {
  private lines = new LineSplitter();
  private file = '-';

  constructor(private readonly batch: Batch) {}

  open(file: string): void {
    this.file = file;
    this.lines = new LineSplitter();
  }

  push(chunk: Buffer): void {
    for (const line of this.lines.push(chunk)) this.batch.line(line, this.file);
  }

  unreadable(e: unknown): void {
    this.batch.unreadable(this.file, e);
  }

  close(): void {
    for (const line of this.lines.end()) this.batch.line(line, this.file);
  }

  async finish(): Promise<void> {}
}
