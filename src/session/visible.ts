// A leaf: what the session sheet and the tournament's screens show of a name.

/**
 * A name as it may reach a terminal: control characters (C0, DEL, C1: ESC, BEL, a
 * line break) and the bidirectional overrides written as escapes (\n, \t, \x1b,
 * \u202e), so that a name can neither move the cursor, retitle the window, ring
 * nor break a table's row. Every other character as it is.
 */
export const visible = (s: string): string =>
  s.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    if (c === '\r') return '\\r';
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
