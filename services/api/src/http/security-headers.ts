import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { casinoPageOrigins, type CasinoPageOrigins } from '../casino/page-origins';
import { consoleDirectives, cspSources, houseGameDirectives, resourceDirectives, siteDirectives, type CspDirectives } from './csp';

/**
 * Security headers on every answer (pages, modules, the import map, API JSON, errors, 404s), built by helmet:
 * the CSP of `csp.ts`, nosniff, Referrer-Policy, X-Frame-Options DENY, Cross-Origin-Opener/Resource-Policy, and
 * Permissions-Policy (helmet has none). HSTS only when the request came over https: the socket's TLS, or
 * X-Forwarded-Proto from a proxy listed in KHEL_TRUST_PROXY (Fastify's request.protocol believes no one else).
 *
 * The set is chosen per answer: the console's (/backoffice pages, the /ops API) is stricter (no module hosts, no
 * WebAssembly, no frames, no referrer); HTML and scripts get the page policy (a worker's or service worker's
 * policy is its own script's header), anything else the `resource` policy under which nothing runs.
 *
 * helmet builds each set once, at start (and once per distinct casino origin list): its headers depend only on the
 * options, never on the request, and building them on every answer cost the balance poll an eighth of its CPU.
 */

/** Browser features no page of ours uses. A slip photo comes through a file input, which needs no permission. */
const DISABLED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'browsing-topics',
];
export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((f) => `${f}=()`).join(', ');

/** The header names and values one option set gives, ready for reply.headers(). */
type HeaderSet = Readonly<Record<string, string>>;
// 'house': the casino's built-in games page, the one page that may be framed (by our own lobby: csp.ts).
type Area = 'site' | 'console' | 'house';
type Kind = 'page' | 'resource';

const CONSOLE_PREFIXES = ['/backoffice', '/ops'];
const HOUSE_PAGE = '/casino-house';

export function areaOf(url: string): Area {
  const pathname = url.split('?')[0];
  if (pathname === HOUSE_PAGE || pathname.startsWith(`${HOUSE_PAGE}/`)) return 'house';
  return CONSOLE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? 'console' : 'site';
}

/** HTML runs as a page, a script may run as a worker with its own policy; nothing else runs. */
function kindOf(contentType: unknown): Kind {
  const type = String(contentType ?? '').toLowerCase();
  return type.startsWith('text/html') || type.includes('javascript') ? 'page' : 'resource';
}

/** Runs helmet's middleware once over a stand-in response and keeps what it set. */
export function headerSet(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/**
 * A page gets every header helmet has. Anything else (JSON, images, styles, files) goes without the legacy ones only
 * a page of an old browser reads (DNS prefetch, IE's download and XSS filter, Flash's cross-domain policy, agent
 * cluster): they were a third of every API answer's headers, the balance poll's included, and guarded nothing there.
 * What an answer opened as a document needs (its CSP, nosniff, framing, referrer, opener, features) stays.
 */
function helmetOptions(directives: CspDirectives, area: Area, https: boolean, kind: Kind): HeaderSet {
  const legacy = kind === 'page';
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: area === 'console' ? 'no-referrer' : 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: area === 'house' ? 'sameorigin' : 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    xContentTypeOptions: true,
    originAgentCluster: legacy,
    xDnsPrefetchControl: legacy,
    xDownloadOptions: legacy,
    xPermittedCrossDomainPolicies: legacy,
    xXssProtection: legacy,
  };
  return headerSet(options);
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const sources = cspSources(app.deps.config);
  const directives: Record<Area, Record<Kind, CspDirectives>> = {
    site: { page: siteDirectives(sources), resource: resourceDirectives() },
    console: { page: consoleDirectives(sources), resource: resourceDirectives() },
    house: { page: houseGameDirectives(sources), resource: resourceDirectives() },
  };
  // Built once: [area][kind][https].
  const options = Object.fromEntries(
    (['site', 'console', 'house'] as const).map((area) => [
      area,
      Object.fromEntries((['page', 'resource'] as const).map((kind) => [kind, [false, true].map((https) => helmetOptions(directives[area][kind], area, https, kind))])),
    ]),
  ) as Record<Area, Record<Kind, HeaderSet[]>>;

  // A player's page also names the casino origins operators configured (csp.ts); built once per distinct set.
  const withCasino = new Map<string, HeaderSet[]>();
  const sitePage = async (https: number): Promise<HeaderSet> => {
    let casino: CasinoPageOrigins;
    try {
      casino = await casinoPageOrigins(app.deps.db, app.deps.config.production);
    } catch {
      return options.site.page[https]!; // the database is away: the page still gets the strict policy
    }
    if (!casino.frames.length && !casino.sources.length) return options.site.page[https]!;
    const key = JSON.stringify(casino);
    let built = withCasino.get(key);
    if (!built) {
      if (withCasino.size > 32) withCasino.clear();
      const d = siteDirectives({ ...sources, casinoFrames: casino.frames, casinoSources: casino.sources });
      withCasino.set(key, (built = [false, true].map((h) => helmetOptions(d, 'site', h, 'page'))));
    }
    return built[https]!;
  };

  // The set depends on the answer (its area, its type, https): chosen here, once the type is known. A callback hook:
  // it runs on every answer, the balance poll included, and only a player's page waits for the casino origins.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const area = areaOf(request.url);
    const contentType = reply.getHeader('content-type');
    const https = request.protocol === 'https' ? 1 : 0;
    if (area === 'site' && String(contentType ?? '').toLowerCase().startsWith('text/html')) {
      sitePage(https).then(
        (set) => {
          reply.headers(set);
          done(null, payload);
        },
        (error: Error) => done(error),
      );
      return;
    }
    reply.headers(options[area][kindOf(contentType)][https]!);
    done(null, payload);
  });
}
