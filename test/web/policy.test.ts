/**
 * The page's content security policy allows its one inline script by hash, not by
 * 'unsafe-inline': the build writes the hash of the script it inlines into the meta tag,
 * and `mcr web` sends that policy as its header (securityHeaders). Runs without a browser.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/commands/web.js';

const page = readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'web', 'index.html'), 'utf8');
const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1] ?? '';

describe("the page's script policy", () => {
  it('names the hash of the inline script, and no unsafe-inline script', () => {
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]).digest('base64');
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'sha256-${hash}' 'self'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it("mcr web's header is the page's policy and what only a header can say", () => {
    const csp = securityHeaders(page)['Content-Security-Policy'];
    expect(csp.startsWith(policy)).toBe(true);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
