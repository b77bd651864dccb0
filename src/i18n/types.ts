/**
 * What a catalog is: every word a person reads, by key. The English catalog (en.ts)
 * is the model; `Catalog` is its shape with each string widened, so the compiler
 * demands every key of en.ts in every other catalog, with the same parameters.
 */
import type { en } from './en.js';

/** A catalog's shape from the English one: strings are any string, functions keep their parameters. */
export type Shape<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...a: infer A) => string
      ? (...a: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Shape<T[K]>;
};

export type Catalog = Shape<typeof en>;

/**
 * A command's help in a language other than the declaration's English
 * (commands/declarations.ts), by the declaration's names: its options by long name,
 * its arguments and subcommands by their first word, its sections and examples in
 * order. test/i18n/help.test.ts holds every catalog to every declaration.
 */
export interface CommandWords {
  summary: string;
  about: readonly string[];
  args?: Readonly<Record<string, string>>;
  options?: Readonly<Record<string, string>>;
  /** The help of --no-<name>, by name. */
  no?: Readonly<Record<string, string>>;
  subcommands?: Readonly<Record<string, string>>;
  /** In the declaration's order: a title, and its rows by term or its text. */
  sections?: readonly { title: string; rows?: Readonly<Record<string, string>>; terms?: Readonly<Record<string, string>>; text?: string }[];
  /** What each example shows, in the declaration's order ('' where it says nothing). */
  examples?: readonly string[];
  exits: string;
}

/** A fan as the catalogs name it: its English name and its Chinese name (fans/ holds both, once). */
export interface NamedFan {
  name: string;
  zh: string;
}
