import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// http_ece: the aes128gcm content coding of RFC 8291 (the library web-push encrypts with).
import ece from 'http_ece';

/**
 * A local stand-in for a browser vendor's push service (Chromium offline cannot reach a real one): an https server
 * with a self-signed certificate the API process trusts (NODE_EXTRA_CA_CERTS), receiving the pushes the API sends to
 * the subscriptions whose endpoint points at it. The test plays the browser's side of the subscription: it makes the
 * P-256 key pair and the auth secret, and decrypts each push with them, as a browser does.
 */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** the decrypted payload text */
  text: string;
}

/** A certificate for 127.0.0.1 and localhost, made before the server starts (its path goes in the server's env). */
export function makeCertificate(): { dir: string; cert: string; key: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-push-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { dir, cert, key };
}

export async function startPushService(tls: { cert: string; key: string }) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const received: ReceivedPush[] = [];
  const waiters: Array<() => void> = [];
  const server = https.createServer({ key: fs.readFileSync(tls.key), cert: fs.readFileSync(tls.cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8');
      received.push({ path: req.url ?? '', headers: req.headers, text });
      waiters.splice(0).forEach((w) => w());
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The browser's PushSubscription.toJSON() for this service. */
    subscription: (name: string) => ({ endpoint: `${base}/push/${name}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } }),
    received,
    async next(match: (p: ReceivedPush) => boolean, ms = 10_000): Promise<ReceivedPush> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no push in ${ms} ms; received ${JSON.stringify(received)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
