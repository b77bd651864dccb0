/**
 * Words and defaults that a command's declaration (commands/declarations.ts) and its
 * handler both say, kept in this leaf: a handler imports nothing from the declaration
 * table that loads it (test/imports/circles.test.ts forbids circles in commands/).
 */

/** Why -i refuses a hand and the batch options (SCORE's conflicts and scoreCommand). */
export const INTERACTIVE_ALONE = '-i (interactive) reads hands typed at its prompt: give no hand, --file, --json, --canonical or --summary-only';

/** The defaults of `mcr web --port` and `--host`, declared once: the help says them and commands/web.ts uses them. */
export const WEB_DEFAULTS = { port: '8034', host: '127.0.0.1' } as const;
