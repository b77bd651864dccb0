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

export type { CommandWords, NamedFan } from './words.js';
