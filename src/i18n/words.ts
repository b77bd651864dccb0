/** The shapes the catalogs' parameters take (a leaf: en.ts and types.ts both read it). */

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
