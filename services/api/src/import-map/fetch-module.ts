import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { publicAddressesOnly, systemResolver, vetHost, type AddressPolicy, type ResolvedAddress, type Resolver } from './address-policy';

/**
 * Fetches a module file from another origin, bounded: the origin must be on the allow-list; every host is resolved
 * and each address checked before connecting, and the connection goes to that checked address (a second DNS answer
 * cannot swap it); redirects are followed by hand, at most MAX_REDIRECTS, each target checked the same way; at most
 * maxBytes, and the whole exchange within timeoutMs. The answer must let the site's origin load it (CORS), because
 * SystemJS loads cross-origin modules as crossorigin scripts. Returns the bytes and their sha-384 integrity.
 */
export interface FetchPolicy {
  /** Origins a module may come from (see allowed-hosts.ts). */
  allowedOrigins: string[];
  /** The site's origin, sent as Origin and expected in Access-Control-Allow-Origin. */
  siteOrigin: string;
  addressPolicy?: AddressPolicy;
  resolver?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
}

export const MAX_REDIRECTS = 3;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface Fetched {
  /** The URL the bytes came from after redirects. */
  finalUrl: string;
  body: Buffer;
  integrity: string;
}

export class FetchRefused extends Error {}

export function sha384(body: Buffer): string {
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

export async function fetchModule(url: string, policy: FetchPolicy): Promise<Fetched> {
  const timeoutMs = policy.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    const target = allowedUrl(current, policy.allowedOrigins);
    const vetted = await vetHost(target.hostname, policy.resolver ?? systemResolver, policy.addressPolicy ?? publicAddressesOnly).catch((error: Error) => {
      throw new FetchRefused(error.message);
    });
    const response = await request(target, vetted, policy, signal, timeoutMs);
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= MAX_REDIRECTS) throw new FetchRefused(`${url} redirects more than ${MAX_REDIRECTS} times`);
      current = new URL(response.location, target).href;
      continue;
    }
    if (response.status !== 200) throw new FetchRefused(`${current} answered ${response.status}`);
    const allow = response.allowOrigin;
    if (allow !== '*' && allow !== new URL(policy.siteOrigin).origin) {
      throw new FetchRefused(
        `${current} does not send Access-Control-Allow-Origin for ${new URL(policy.siteOrigin).origin} (got ${allow ? `"${allow}"` : 'none'}): every player's browser would refuse to load it`,
      );
    }
    return { finalUrl: current, body: response.body, integrity: sha384(response.body) };
  }
}

function allowedUrl(text: string, allowedOrigins: string[]): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefused(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FetchRefused(`${text} is not an http(s) URL`);
  if (url.username || url.password) throw new FetchRefused(`${text} carries credentials`);
  if (!allowedOrigins.includes(url.origin)) {
    throw new FetchRefused(`${url.origin} is not an allowed module host (allowed: ${allowedOrigins.join(', ') || 'none'}; an operator adds hosts with KHEL_MODULE_HOSTS)`);
  }
  return url;
}

interface RawResponse {
  status: number;
  location?: string;
  allowOrigin?: string;
  body: Buffer;
}

function request(url: URL, vetted: ResolvedAddress, policy: FetchPolicy, signal: AbortSignal, timeoutMs: number): Promise<RawResponse> {
  const maxBytes = policy.maxBytes ?? DEFAULT_MAX_BYTES;
  // Connect to the address just checked, whatever DNS answers now.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<RawResponse>((resolve, reject) => {
    const fail = (message: string) => reject(new FetchRefused(message));
    const req = client.request(
      url,
      { method: 'GET', lookup, signal, headers: { origin: new URL(policy.siteOrigin).origin, accept: 'text/javascript, */*', 'accept-encoding': 'identity' } },
      (res) => {
        const status = res.statusCode ?? 0;
        const header = (name: string) => {
          const value = res.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: header('location'), body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(header('content-length'));
        if (declared > maxBytes) {
          req.destroy();
          fail(`${url.href} is ${declared} bytes, more than the ${maxBytes} allowed for a module`);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy();
            fail(`${url.href} is more than the ${maxBytes} bytes allowed for a module`);
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, allowOrigin: header('access-control-allow-origin')?.trim(), body: Buffer.concat(chunks) }));
        res.on('error', (error) => fail(`${url.href} could not be read: ${error.message}`));
      },
    );
    req.on('error', (error) => {
      if (signal.aborted) fail(`${url.href} did not answer within ${timeoutMs / 1000} s`);
      else fail(`${url.href} could not be fetched: ${error.message}`);
    });
    req.end();
  });
}
