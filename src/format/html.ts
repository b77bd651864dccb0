/** Text made safe inside HTML elements and double-quoted attribute values (the quiz's worksheet, the tournament's --html and --md). */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
