/**
 * The page carries only the words it reads. The groups that only the command line
 * reads (every command's help, the tournament's screens, the session sheet, the fan
 * sheet, `mcr web`'s messages, the files that could not be read) are written
 * `IN_PAGE ? LEFT_OUT : { ... }` in each catalog: scripts/page-script.mjs defines
 * MCR_PAGE, so IN_PAGE is true in the page's bundle and the minifier drops those
 * groups (docs/WEB.md "Size"). Everywhere else MCR_PAGE is not defined, IN_PAGE is
 * false and every catalog is whole. A group written as a constant of its own (zh.ts's
 * COMMANDS and its option sentences) carries the condition where it is defined: the
 * minifier folds IN_PAGE after it has kept every constant the catalog names.
 */
declare const MCR_PAGE: boolean | undefined;

export const IN_PAGE: boolean = typeof MCR_PAGE !== 'undefined';

/** What a group left out of the page is there: nothing; its type is the group's, the page never reads it. */
export const LEFT_OUT = {} as never;
