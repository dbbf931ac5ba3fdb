// The deploy proxy (scripts/deploy/proxy.mjs) ending TLS itself (KHEL_PROXY_TLS_CERT / KHEL_PROXY_TLS_KEY): browsers
// get HTTP/2, other clients HTTP/1.1, WebSocket upgrades pass, and the upstream is told the request came over https.
// The upstream here is a plain Node server that records what reaches it (the proxy is what is tested).
jest.setTimeout(60_000);

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { freePort } from './free-port';

const ROOT = path.resolve(__dirname, '../../..');
const PROXY = path.join(ROOT, 'scripts/deploy/proxy.mjs');


/** A self-signed certificate for localhost, made by openssl for this run. */
function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  return { cert, key };
}

function startProxy(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, [PROXY], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env } });
  child.stdout!.on('data', (d: Buffer) => (output += String(d)));
  child.stderr!.on('data', (d: Buffer) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('deploy proxy with TLS: HTTP/2 to browsers, https told to the API', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-proxy-tls-'));
  const seen: http.IncomingHttpHeaders[] = [];
  const upgrades: http.IncomingHttpHeaders[] = [];
  let upstream: http.Server;
  let proxy: ReturnType<typeof startProxy>;
  let origin: string;
  let certificate: { cert: string; key: string };

  beforeAll(async () => {
    certificate = makeCertificate(dir);
    upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    // A WebSocket server on the upstream's port answers the upgrade (the proxy only copies bytes after it).
    const wss = new WebSocketServer({ noServer: true });
    upstream.on('upgrade', (req, socket, head) => {
      upgrades.push(req.headers);
      wss.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => ws.send(`echo ${String(data)}`)));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as net.AddressInfo).port;
    const port = await freePort();
    origin = `https://localhost:${port}`;
    proxy = startProxy({ PORT: String(port), KHEL_PROXY_UPSTREAMS: `http://127.0.0.1:${upstreamPort}`, KHEL_PROXY_TLS_CERT: certificate.cert, KHEL_PROXY_TLS_KEY: certificate.key });
    for (let i = 0; i < 100 && !proxy.output().includes('listening'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(proxy.output()).toContain(`listening on https://127.0.0.1:${port}`);
  });

  afterAll(async () => {
    proxy?.child.kill('SIGTERM');
    await proxy?.exited;
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a browser over HTTP/2 and tells the API the request came over https', async () => {
    const client = http2.connect(origin, { ca: fs.readFileSync(certificate.cert), rejectUnauthorized: false });
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = client.request({ ':path': '/sports/event?event_id=1', 'x-forwarded-for': '203.0.113.9' });
        let body = '';
        let status = 0;
        req.on('response', (headers) => (status = Number(headers[':status'])));
        req.on('data', (chunk: Buffer) => (body += String(chunk)));
        req.on('end', () => resolve({ status, body }));
        req.on('error', reject);
        req.end();
      });
      expect([status, JSON.parse(body)]).toEqual([200, { path: '/sports/event?event_id=1' }]);
    } finally {
      client.close();
    }
    const headers = seen.at(-1)!;
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers.host).toBe(new URL(origin).host);
    // the client's own X-Forwarded-For is replaced with the peer's address
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('still answers HTTP/1.1 clients', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      https.get(`${origin}/health`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(200);
    expect(seen.at(-1)!['x-forwarded-proto']).toBe('https');
  });

  it('passes a WebSocket upgrade (wss) through to the API, as https', async () => {
    const ws = new WebSocket(`${origin.replace('https', 'wss')}/sports/live`, { rejectUnauthorized: false });
    const reply = new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(String(data)));
      ws.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send('ping');
    await expect(reply).resolves.toBe('echo ping');
    ws.close();
    expect(upgrades.at(-1)!['x-forwarded-proto']).toBe('https');
  });

  it('refuses to start with only one of the two TLS files', async () => {
    const half = startProxy({ PORT: String(await freePort()), KHEL_PROXY_UPSTREAMS: 'http://127.0.0.1:9', KHEL_PROXY_TLS_CERT: certificate.cert });
    expect(await half.exited).toBe(1);
    expect(half.output()).toContain('set both KHEL_PROXY_TLS_CERT and KHEL_PROXY_TLS_KEY, or neither');
  });
});
