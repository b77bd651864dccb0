/**
 * `mcr web` and the page it serves: only its own files, read-only; the page asks no
 * server for anything (opened as a file, nothing but the file; served, nothing but its
 * own origin); installed by its service worker, it still opens and scores with the
 * server gone. The printed addresses (--host 0.0.0.0 lists the network's).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import type { Browser, Page } from 'puppeteer-core';
import { addressesFor, lanAddresses } from '../../src/commands/web.js';
import { PAGE_FILE, ROOT, HAVE_CHROMIUM, launch, openPage, reloaded, serve } from './browser.js';

let browser: Browser;

// Without a browser every test of the file is skipped (one line says so: browser.ts).
beforeEach((ctx) => {
  if (!HAVE_CHROMIUM) ctx.skip();
});

beforeAll(async () => {
  if (!HAVE_CHROMIUM) return;
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** One plain http request: status, content type, body. */
function fetchRaw(url: string, method = 'GET'): Promise<{ status: number; type: string; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One request written as is over a socket (a target no http client would send): the status line's code. */
function rawStatus(url: string, target: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let got = '';
    socket.on('data', (d: Buffer) => (got += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? -1)));
  });
}

/** `mcr web ARGS` until it prints its address (or exits): its stdout, stderr and the process. */
async function started(args: string[], stdout: 'pipe' | number = 'pipe') {
  const child = spawn(process.execPath, ['bin/mcr.js', 'web', ...args], { cwd: ROOT, stdio: ['ignore', stdout, 'pipe'] });
  const got = { out: '', err: '' };
  child.stdout?.on('data', (d: Buffer) => (got.out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (got.err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await Promise.race([exited, new Promise<void>((resolve) => child.stdout?.on('data', () => got.out.includes('Ctrl-C') && resolve()))]);
  return { child, got, exited };
}

describe('mcr web', () => {
  it('a target that is no path (//[, //a:99999/, http://[, //%) gets 400, and the server goes on', async () => {
    const server = await serve();
    try {
      for (const target of ['//[', '//a:99999/', 'http://[', '//%', '*', '/%zz', '/\u00e9']) expect([target, await rawStatus(server.url, target)]).toEqual([target, 400]);
      expect(await rawStatus(server.url, '/sw.js?v=2')).toBe(200);
      expect(await rawStatus(server.url, `${server.url}icon.svg`)).toBe(200);
      expect((await fetchRaw(server.url)).status).toBe(200);
      expect(server.child.exitCode).toBe(null);
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode).toBe(143);
  });

  it("the page's policy and frame-ancestors as headers, on every answer", async () => {
    const server = await serve();
    try {
      for (const path of ['', 'sw.js', 'nothing-here']) {
        const { headers } = await fetchRaw(server.url + path);
        expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
        expect(String(headers['content-security-policy'])).toContain("default-src 'none'");
        expect(headers['x-frame-options']).toBe('DENY');
        // Scripts by the page's hash, never 'unsafe-inline'.
        expect(String(headers['content-security-policy'])).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+' 'self'/);
        expect(String(headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
      }
    } finally {
      await server.stop();
    }
  });

  it("--host '' is refused (exit 2); --host 0 listens on every network, with a warning", async () => {
    const empty = spawnSync(process.execPath, ['bin/mcr.js', 'web', '--host', ''], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain('--host takes an address');
    expect(empty.stdout).toBe('');
    const { child, got, exited } = await started(['--host', '0', '--port', '0']);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(got.err).toMatch(/^warning: 0\.0\.0\.0 \(every network of this machine\) is not loopback/);
    expect(got.out).toMatch(/^mcr's page is served read-only at http:\/\/127\.0\.0\.1:\d+\/\n/);
    expect(got.out).not.toContain('http://0:');
    const local = await started(['--host', '127.0.0.1', '--port', '0']);
    local.child.kill('SIGTERM');
    expect(await local.exited).toBe(143);
    expect(local.got.err).toBe('');
  });

  it.skipIf(!existsSync('/dev/full'))('mcr web > /dev/full says so and stops, exit 2', async () => {
    const full = openSync('/dev/full', 'w');
    const { child, got, exited } = await started(['--port', '0'], full);
    closeSync(full);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await exited;
    clearTimeout(timer);
    expect(code).toBe(2);
    expect(got.err).toBe('mcr: cannot write the output: ENOSPC: no space left on device, write\n');
  });

  it('serves the built page and its three app files, nothing else, read-only', async () => {
    const server = await serve();
    try {
      const page = await fetchRaw(server.url);
      expect(page.status).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain('role="status"');
      expect(page.body).not.toContain('/*SCRIPT*/');
      for (const [path, type] of [
        ['index.html', 'text/html'],
        ['sw.js', 'text/javascript'],
        ['manifest.webmanifest', 'application/manifest+json'],
        ['icon.svg', 'image/svg+xml'],
      ]) {
        const r = await fetchRaw(server.url + path);
        expect([path, r.status, r.type.split(';')[0]]).toEqual([path, 200, type]);
      }
      expect((await fetchRaw(server.url + 'package.json')).status).toBe(404);
      expect((await fetchRaw(server.url + '../package.json')).status).toBe(404);
      expect((await fetchRaw(server.url + 'dist/index.js')).status).toBe(404);
      expect((await fetchRaw(server.url, 'POST')).status).toBe(405);
      expect((await fetchRaw(server.url, 'PUT')).status).toBe(405);
      expect((await fetchRaw(server.url, 'HEAD')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('a port already taken: what to do instead, exit 2', async () => {
    const server = await serve();
    try {
      const port = new URL(server.url).port;
      const r = spawnSync(process.execPath, ['bin/mcr.js', 'web', '--port', port], { cwd: ROOT, encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`cannot listen on 127.0.0.1 port ${port}: the port is taken by another program; choose another with --port`);
      expect(r.stderr).toContain('(EADDRINUSE)');
    } finally {
      await server.stop();
    }
  });

  it('usage errors: a bad port, an argument; --help', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, ['bin/mcr.js', 'web', ...args], { cwd: ROOT, encoding: 'utf8' });
    const bad = run('--port', 'eighty');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--port takes a whole number from 0 to 65535, not 'eighty'");
    expect(run('--port', '70000').status).toBe(2);
    expect(run('extra').status).toBe(2);
    const unknown = run('--bogus');
    expect(unknown.status).toBe(2);
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: mcr web [options]');
    for (const line of help.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('prints the address to open; on 0.0.0.0, the addresses a phone on the network opens', () => {
    const lan = lanAddresses({
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '255.0.0.0', mac: '', cidr: null }],
      wlan0: [
        { address: '192.168.1.23', family: 'IPv4', internal: false, netmask: '255.255.255.0', mac: '', cidr: null },
        { address: 'fe80::1', family: 'IPv6', internal: false, netmask: 'ffff::', mac: '', cidr: null, scopeid: 2 },
      ],
    });
    expect(lan).toEqual(['192.168.1.23']);
    expect(addressesFor('0.0.0.0', 8034, lan)).toEqual(['http://127.0.0.1:8034/', 'http://192.168.1.23:8034/']);
    expect(addressesFor('127.0.0.1', 8034, lan)).toEqual(['http://127.0.0.1:8034/']);
  });
});

/** The page opened at `url`, its service worker installed and controlling it. */
async function installed(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-ready]');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await reloaded(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

describe('no network', () => {
  it('opened as a file, the page asks for nothing but itself', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${PAGE_FILE}#hand=${encodeURIComponent('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S')}`);
    await page.waitForSelector('html[data-ready]');
    await page.click('#fans [data-why="mixed-straight"]');
    await page.click('input[name=names][value=zh]');
    expect(await page.$eval('[role=status]', (e) => e.textContent)).toContain('Valid win: 11 points');
    expect(requests.map((u) => u.split('#')[0])).toEqual([PAGE_FILE]);
    await page.close();
  });

  it('served, it asks only its own origin; installed, it opens and scores with the server gone', async () => {
    const server = await serve();
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    try {
      await installed(page, server.url);
      expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
      const manifest = JSON.parse((await fetchRaw(server.url + 'manifest.webmanifest')).body) as { display: string; start_url: string };
      expect(manifest.display).toBe('standalone');

      await server.stop();
      expect((await fetchRaw(server.url).catch((e: Error) => ({ status: -1, error: e.message }))).status).toBe(-1);
      await page.goto(`${server.url}#hand=${encodeURIComponent('[123b] 456c 78d EEE 55d +seat:S')}`);
      await reloaded(page);
      expect(await page.$eval('[role=status]', (e) => e.textContent)).toContain('Ready: 2 winning tiles');
      await page.click('[data-tile="9d"]');
      expect(await page.$eval('[role=status]', (e) => e.textContent)).toContain('Valid win');
    } finally {
      await page.close();
      await server.stop();
    }
  });

  it('the service worker answers only for its own files: another program later on the same port is seen', async () => {
    const server = await serve();
    const page = await browser.newPage();
    const port = Number(new URL(server.url).port);
    const other = createServer((req, res) => {
      if (req.url?.startsWith('/sw.js')) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>other</title><p id="other">another program</p>');
    });
    try {
      await installed(page, server.url);
      await server.stop();
      await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
      await page.goto(`${server.url}elsewhere/`);
      expect(await page.$eval('body', (e) => e.textContent)).toContain('another program');
      // Its root too: the network first (issue 38, item 8), never mcr's page from the cache.
      await page.goto(server.url);
      expect(await page.$eval('body', (e) => e.textContent)).toContain('another program');
      // That server has no sw.js: the worker unregisters itself.
      await page.waitForFunction(() => navigator.serviceWorker.getRegistrations().then((r) => r.length === 0), { timeout: 20_000 });
    } finally {
      await page.close();
      await server.stop();
      // The browser may keep a connection to it open: closed with the server, not waited for.
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
