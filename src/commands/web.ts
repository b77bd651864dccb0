/**
 * `mcr web`: serves mcr's page for phones (dist/web/, written by npm run build) over
 * http, read-only: the page and the three files that let a browser install it as an
 * app (service worker, manifest, icon), nothing else. 127.0.0.1 by default; with
 * `--host 0.0.0.0` it prints the addresses a phone on the same network opens.
 *
 *   mcr web [--port N] [--host H]
 *
 * Runs until interrupted (Ctrl-C), or until its output can not be written. Exit
 * codes: 2 a usage error (an empty --host among them), the page not built, the address
 * not available, or the output not written. An address other than loopback is
 * served with a warning on stderr. A request no server could answer (a target that is
 * not a path, `//[`) gets 400 and the server goes on.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { integer, text, usageError, type Parsed } from './spec.js';
import type { Catalog } from '../i18n/types.js';
import type { Context } from './context.js';
import { wrap } from '../format/width.js';
import { WEB_DEFAULTS } from './defaults.js';

type Code = 0 | 2;

/** What is served: path -> file in dist/web/ and its type. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/sw.js': { file: 'sw.js', type: 'text/javascript; charset=utf-8' },
  '/manifest.webmanifest': { file: 'manifest.webmanifest', type: 'application/manifest+json; charset=utf-8' },
  '/icon.svg': { file: 'icon.svg', type: 'image/svg+xml' },
};

/** dist/web/, beside this module (dist/commands/web.js) or beside the CLI bundle (dist/mcr.bundle.cjs). */
function readPage(): Map<string, Buffer> | null {
  for (const dir of ['./web/', '../web/']) {
    try {
      const files = new Map<string, Buffer>();
      for (const { file } of Object.values(FILES)) files.set(file, files.get(file) ?? readFileSync(new URL(dir + file, import.meta.url)));
      return files;
    } catch {
      // not in this place: try the next
    }
  }
  return null;
}

/** The IPv4 addresses of this machine's network interfaces, other than loopback: what a phone opens. */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => i.address);
}

/** The addresses to print for a server listening on `host` at `port`. */
export function addressesFor(host: string, port: number, lan: readonly string[]): string[] {
  const url = (h: string) => `http://${h.includes(':') ? `[${h}]` : h}:${port}/`;
  if (host === '0.0.0.0' || host === '::') return [url('127.0.0.1'), ...lan.map(url)];
  return [url(host)];
}

/** What a listening error means, and the fix. */
/** Why listening failed, by its code, in the run's words. */
const listenHint = (code: string, t: Catalog): string | undefined =>
  code === 'EACCES' ? t.web.EACCES(String(WEB_DEFAULTS.port)) : code === 'EADDRINUSE' || code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' ? t.web[code] : undefined;

/**
 * Sent with every answer: the page's own policy, read from its meta tag (one home: the
 * build writes it there, with the hash of the page's one inline script in place of
 * 'unsafe-inline'), with what only a header can say: no other site may frame it.
 */
export function securityHeaders(page: string): Record<string, string> {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page);
  const policy = meta ? meta[1] : "default-src 'none'";
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': `${policy}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    'X-Frame-Options': 'DENY',
  };
}

/** A request-target's path segment characters (RFC 3986 pchar), a query's too. */
const ORIGIN_FORM = /^(\/(?:[\w\-.~!$&'()*+,;=:@]|%[\dA-Fa-f]{2})*)+(?:\?(?:[\w\-.~!$&'()*+,;=:@/?]|%[\dA-Fa-f]{2})*)?$/;

/**
 * The path a request asks for, or null for a target that is not one: a path (`/`,
 * `/sw.js?v=2`) of the characters a URL's path may have, or an absolute
 * `http://host/path`. `//x` is refused, as a URL reads it as a host.
 */
export function requestPath(target: string): string | null {
  if (target.startsWith('/')) {
    if (target.startsWith('//') || !ORIGIN_FORM.test(target)) return null;
    const q = target.indexOf('?');
    return q < 0 ? target : target.slice(0, q);
  }
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return null;
  return new URL(target).pathname;
}

/** Loopback: only this machine reaches it. */
export function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
}

function respond(files: Map<string, Buffer>, SECURITY: Record<string, string>, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY });
    res.end('mcr web serves the page read-only: GET and HEAD only\n');
    return;
  }
  const path = requestPath(req.url ?? '/');
  if (path === null) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY });
    res.end('bad request: not a path (mcr web serves its page, at /)\n');
    return;
  }
  const entry = Object.hasOwn(FILES, path) ? FILES[path] : undefined;
  if (entry === undefined) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY });
    res.end('not found: mcr web serves only its page, at /\n');
    return;
  }
  const body = files.get(entry.file)!;
  res.writeHead(200, { 'Content-Type': entry.type, 'Content-Length': body.length, ...SECURITY });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function webCommand(p: Parsed, ctx: Context): Promise<Code> {
  const { w, t } = ctx;
  if (p.positionals.length > 0) return usageError(t.web.noArguments, ctx);
  // A whole number from 0 to 65535 (the declaration's).
  const port = integer(p, 'port') ?? Number(WEB_DEFAULTS.port);
  const host = text(p, 'host') ?? WEB_DEFAULTS.host;
  if (host.trim() === '') return usageError(t.web.emptyHost(WEB_DEFAULTS.host), ctx);
  const files = readPage();
  if (files === null) {
    w.err(t.web.notBuilt + '\n');
    return 2;
  }
  const security = securityHeaders(files.get('index.html')!.toString('utf8'));
  const server = createServer((req, res) => respond(files, security, req, res));
  const listening = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    server.once('error', resolve);
    server.listen(port, host, () => resolve(null));
  });
  if (listening !== null) {
    const why = listenHint(listening.code ?? '', t) ?? listening.message;
    w.err(t.web.cannotListen(host, port, why, listening.code ?? '') + '\n');
    return 2;
  }
  const at = server.address();
  const bound = typeof at === 'object' && at !== null ? at.port : port;
  // What it listens on, as the system took it (`0` is 0.0.0.0, `localhost` 127.0.0.1).
  const address = typeof at === 'object' && at !== null ? at.address : host;
  const everywhere = address === '0.0.0.0' || address === '::';
  const urls = addressesFor(everywhere ? address : host, bound, lanAddresses());
  const local = isLoopback(address);
  if (!local) {
    const what = t.web.notLoopback(address, everywhere, bound);
    w.err(wrap(what, ctx.errWidth, 2).join('\n') + '\n');
  }
  w.out(
    [
      t.web.served(urls[0]),
      ...(urls.length > 1 ? [t.web.phone, ...urls.slice(1).map((u) => `  ${u}`)] : []),
      ...(everywhere && urls.length === 1 ? [t.web.noNetwork] : []),
      ...(local ? [t.web.onlyHere] : []),
      t.web.stop,
    ].join('\n') + '\n',
  );
  // Served until a signal, or until the output fails (as every mode stops then).
  const closed = new Promise<Code>((resolve) => server.on('close', () => resolve(w.stopped ? 2 : 0)));
  const stop = () => {
    server.close();
    server.closeAllConnections();
  };
  w.onStop(stop);
  await w.flush();
  return closed;
}
