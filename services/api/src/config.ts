import path from 'node:path';
import { readEnv, type Env } from './env-schema';
import type { S3Settings } from './wallet/uploads/driver';

export const ALL_SERVICES = ['site', 'user', 'notification', 'wallet', 'bonus', 'sports', 'fantasy', 'reports', 'ops'] as const;
export type ServiceName = (typeof ALL_SERVICES)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when empty the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  /**
   * A PostgreSQL read replica for the reports' reads (KHEL_REPORTS_DATABASE_URL): statements, bet history, win-loss
   * and the house's figures; unset, they read the main database. Writes (the reports' settings) always go to the main.
   */
  reportsDatabaseUrl?: string;
  dataDir: string;
  /**
   * The import map's audit file (console and CLI module changes): `import-map.audit.jsonl` under KHEL_DATA_DIR when
   * it is set, so a deployment's repository stays read-only; otherwise beside the map (issue 27 L5).
   */
  importMapAuditFile?: string;
  /** Services this process serves, each under its own prefix (`/site`, `/user`, ...). KHEL_SERVICES=user,wallet */
  services: ServiceName[];
  /** Directory of the built front end (root-config, modules, vendor); served at / when set. */
  webDir?: string;
  /** The import map the operators edit. */
  importMapPath: string;
  /** Domain used when a request names none (seeded site). */
  defaultDomain: string;
  /** Session lifetime. */
  sessionTtlSeconds: number;
  /** How OTPs are sent: 'log' writes them to the server log (development only), 'http' calls the SMS gateway. */
  otpSender: OtpSenderName;
  /** The HTTP SMS driver's settings (KHEL_SMS_URL, KHEL_SMS_AUTH, KHEL_SMS_BODY); used when otpSender is 'http'. */
  sms: { url?: string; auth?: string; bodyTemplate?: string };
  /**
   * Proxies whose X-Forwarded-For is believed (KHEL_TRUST_PROXY: addresses or CIDRs, comma-separated). Empty: the
   * client address is the socket's, whatever headers say.
   */
  trustProxy: string[];
  /** Origins an operator may load modules from (KHEL_MODULE_HOSTS, comma-separated); the site's own origin always. */
  moduleHosts: string[];
  /** Redis for what several API processes must share (throttles); REDIS_URL. Without it, the database is used. */
  redisUrl?: string;
  /** Key that encrypts gateway and SMS secrets at rest (KHEL_SECRETS_KEY, 32 bytes as base64 or hex). */
  secretsKey?: string;
  /** A refresh token's absolute lifetime from login (KHEL_REFRESH_MAX_AGE seconds, default 30 days). */
  refreshMaxAgeSeconds: number;
  /** NODE_ENV=production: no demo data, no sandbox, no log OTP sender. */
  production: boolean;
  /** The site's domain when the page names none (KHEL_SITE_DOMAIN). */
  siteDomain?: string;
  /** The site's public address (KHEL_PUBLIC_URL), e.g. https://khel.example; otherwise taken from the request. */
  publicUrl?: string;
  /** The token signing key (KHEL_JWT_SECRET, at least 32 characters); otherwise generated once and kept in the database. */
  jwtSecret?: string;
  /** How often pending requests are swept for expiry (KHEL_EXPIRY_SWEEP_MS; 0 turns the timer off). */
  expirySweepMs: number;
  logLevel: string;
  /** Milliseconds allowed for in-flight requests on SIGTERM. */
  shutdownGraceMs: number;
  /**
   * The online payment gateway. 'sandbox' lets the payer approve their own payment (demo and development only);
   * 'none' turns online payment off. KHEL_PAYMENT_GATEWAY; default 'none' when NODE_ENV=production.
   */
  paymentGateway: PaymentGatewayName;
  /** KHEL_DEMO_DATA=1: demo data asked for (src/seed/demo-policy.ts decides whether it is made). */
  demoData: boolean;
  /**
   * The seeded sports simulator (KHEL_SPORTS_SIMULATOR=1 on, 0 off; run it on one process only). Unset: main.ts
   * runs it when the process serves sports and makes demo data (the `npm start` demo); built apps (tests) leave it off.
   */
  sportsSimulator?: boolean;
  /**
   * The simulator's pace: ms per step, i.e. one ball of a T20 (one minute of football, one step of a race)
   * (KHEL_SIM_BALL_MS, default 1000: a T20 in about 4 minutes; about 50000 plays one at its real length).
   */
  simBallMs: number;
  /**
   * The speed of the rolling week of sport (src/sports/feed/schedule): 1 (the default) plays every fixture at its
   * real length (a T20 about 3 h 25 min, football 90 minutes and half-time, a race about a minute and a half);
   * 60 plays a T20 in about 3.5 minutes (KHEL_SPORTS_SIM_SPEED, 0.1 to 10000, for demos and tests).
   */
  sportsSimSpeed: number;
  /**
   * Whether the simulator also plays the rolling week of sport (KHEL_SPORTS_SIM_WEEK, default 1); 0 leaves only the
   * demo's own events (the browser tests that use the simulator: the week's ~300 fixtures are not what they test).
   */
  sportsSimWeek: boolean;
  /** Live prices go out at most once per this many ms, coalesced per market (KHEL_LIVE_FLUSH_MS, default 20). */
  liveFlushMs: number;
  /**
   * The live channel's abuse limits (docs/security.md "Live channel limits"; src/live/protocol.ts): KHEL_LIVE_*
   * sockets per address and per player, frames and subscriptions per second per socket, refusals before a close,
   * how often the known-topic sets may be re-read, and the page origins besides the site's own (KHEL_LIVE_ORIGINS).
   */
  live: LiveConfig;
  /** Base URL of each service the browser calls: `/<service>`, or the KHEL_SERVICE_URLS (JSON) override. */
  serviceUrls: Record<ServiceName, string>;
  /** The contact push services may use about our pushes (KHEL_VAPID_SUBJECT, mailto: or https:). */
  vapidSubject: string;
  /**
   * The push services a web push subscription may name (KHEL_PUSH_HOSTS, comma-separated host names, `*.` for
   * subdomains). Default: fcm.googleapis.com, updates.push.services.mozilla.com, *.notify.windows.com, web.push.apple.com.
   */
  pushHosts: string[];
  /** Where uploaded images go: KHEL_UPLOAD_DRIVER=local (default) or s3 with the KHEL_S3_* settings. */
  uploads: { driver: 'local'; dir?: string } | { driver: 's3'; s3: S3Settings };
  /** The seamless casino wallet (docs/security.md, "Seamless casino wallet"). */
  casino: CasinoConfig;
}

export interface LiveConfig {
  maxSocketsPerAddress: number;
  maxSocketsPerPlayer: number;
  framesPerSecond: number;
  subscriptionsPerSecond: number;
  maxRefusals: number;
  topicRefreshMs: number;
  penaltyMs: number;
  origins: string[];
}

export interface CasinoConfig {
  /** A signed call is refused when its X-Casino-Timestamp is further than this from our clock (KHEL_CASINO_REPLAY_WINDOW_S, default 300). */
  replayWindowS: number;
  /** How often the round sweep runs where the sports service runs (KHEL_CASINO_SWEEP_MS, default 60 s; 0 turns it off). */
  sweepMs: number;
  /** A built-in game's round still open this long after it began was cut off (KHEL_CASINO_SWEEP_GRACE_S, default 120). */
  sweepGraceS: number;
  /** Another provider's round with no call for this long is refunded (KHEL_CASINO_REFUND_AFTER_H, default 24). */
  refundAfterH: number;
}

export const OTP_SENDERS = ['log', 'http'] as const;
export type OtpSenderName = (typeof OTP_SENDERS)[number];

/** A comma-separated list, trimmed, empty items dropped. */
/** The push services a subscription may name by default (KHEL_PUSH_HOSTS overrides; `*.` allows subdomains). */
export const DEFAULT_PUSH_HOSTS: readonly string[] = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com'];

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** KHEL_LIVE_ORIGINS' item: an http(s) origin such as https://khel.example. */
function originOf(value: string): string {
  if (!/^https?:\/\/[^\s/]+\/?$/.test(value)) throw new Error(`KHEL_LIVE_ORIGINS: "${value}" is not an origin such as https://khel.example`);
  return new URL(value).origin;
}

export const PAYMENT_GATEWAYS = ['sandbox', 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** KHEL_SERVICE_URLS: a JSON object naming some services' base URLs; the others stay at `/<service>`. */
export function parseServiceUrls(given: string | undefined): Record<ServiceName, string> {
  const urls = Object.fromEntries(ALL_SERVICES.map((s) => [s, `/${s}`])) as Record<ServiceName, string>;
  if (!given) return urls;
  let parsed: unknown;
  try {
    parsed = JSON.parse(given);
  } catch {
    throw new Error('KHEL_SERVICE_URLS must be JSON, e.g. {"user":"https://user.example.com"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('KHEL_SERVICE_URLS must be a JSON object, e.g. {"user":"https://user.example.com"}');
  for (const [name, url] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(ALL_SERVICES as readonly string[]).includes(name)) throw new Error(`KHEL_SERVICE_URLS: unknown service "${name}"`);
    if (typeof url !== 'string' || !url) throw new Error(`KHEL_SERVICE_URLS: "${name}" needs a URL`);
    urls[name as ServiceName] = url.replace(/\/+$/, '');
  }
  return urls;
}

/** The S3 settings KHEL_UPLOAD_DRIVER=s3 needs, each named when missing. */
function uploadsOf(env: Env): Config['uploads'] {
  if (env.KHEL_UPLOAD_DRIVER !== 's3') return { driver: 'local', dir: env.KHEL_UPLOAD_DIR && path.resolve(env.KHEL_UPLOAD_DIR) };
  const need = (name: 'KHEL_S3_BUCKET' | 'KHEL_S3_REGION' | 'KHEL_S3_ACCESS_KEY_ID' | 'KHEL_S3_SECRET_ACCESS_KEY'): string => {
    const value = env[name];
    if (!value) throw new Error(`${name}: required when KHEL_UPLOAD_DRIVER=s3`);
    return value;
  };
  return {
    driver: 's3',
    s3: {
      bucket: need('KHEL_S3_BUCKET'),
      region: need('KHEL_S3_REGION'),
      accessKeyId: need('KHEL_S3_ACCESS_KEY_ID'),
      secretAccessKey: need('KHEL_S3_SECRET_ACCESS_KEY'),
      host: env.KHEL_S3_HOST,
      prefix: env.KHEL_S3_PREFIX,
    },
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnv(source);
  const services = list(env.KHEL_SERVICES ?? ALL_SERVICES.join(','));
  for (const s of services) {
    if (!(ALL_SERVICES as readonly string[]).includes(s)) throw new Error(`KHEL_SERVICES: unknown service "${s}" (one of ${ALL_SERVICES.join(', ')})`);
  }
  const production = env.NODE_ENV === 'production';
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    reportsDatabaseUrl: env.KHEL_REPORTS_DATABASE_URL,
    dataDir: path.resolve(env.KHEL_DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    importMapAuditFile: env.KHEL_DATA_DIR ? path.join(path.resolve(env.KHEL_DATA_DIR), 'import-map.audit.jsonl') : undefined,
    services: services as ServiceName[],
    webDir: env.KHEL_WEB_DIR ?? path.join(REPO_ROOT, 'dist', 'web'),
    importMapPath: env.KHEL_IMPORT_MAP ?? path.join(REPO_ROOT, 'import-map.json'),
    defaultDomain: env.KHEL_DEFAULT_DOMAIN,
    siteDomain: env.KHEL_SITE_DOMAIN,
    publicUrl: env.KHEL_PUBLIC_URL,
    sessionTtlSeconds: env.KHEL_SESSION_TTL,
    otpSender: env.KHEL_OTP_SENDER ?? (production ? 'http' : 'log'),
    sms: { url: env.KHEL_SMS_URL, auth: env.KHEL_SMS_AUTH, bodyTemplate: env.KHEL_SMS_BODY },
    trustProxy: list(env.KHEL_TRUST_PROXY),
    moduleHosts: list(env.KHEL_MODULE_HOSTS),
    redisUrl: env.REDIS_URL,
    secretsKey: env.KHEL_SECRETS_KEY,
    jwtSecret: env.KHEL_JWT_SECRET,
    refreshMaxAgeSeconds: env.KHEL_REFRESH_MAX_AGE,
    production,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.KHEL_SHUTDOWN_GRACE_MS,
    expirySweepMs: env.KHEL_EXPIRY_SWEEP_MS,
    paymentGateway: env.KHEL_PAYMENT_GATEWAY ?? (production ? 'none' : 'sandbox'),
    demoData: env.KHEL_DEMO_DATA === '1',
    sportsSimulator: env.KHEL_SPORTS_SIMULATOR === undefined ? undefined : env.KHEL_SPORTS_SIMULATOR === '1',
    simBallMs: env.KHEL_SIM_BALL_MS,
    sportsSimSpeed: env.KHEL_SPORTS_SIM_SPEED,
    sportsSimWeek: env.KHEL_SPORTS_SIM_WEEK === '1',
    liveFlushMs: env.KHEL_LIVE_FLUSH_MS,
    live: {
      maxSocketsPerAddress: env.KHEL_LIVE_MAX_SOCKETS_PER_ADDRESS,
      maxSocketsPerPlayer: env.KHEL_LIVE_MAX_SOCKETS_PER_PLAYER,
      framesPerSecond: env.KHEL_LIVE_FRAMES_PER_SECOND,
      subscriptionsPerSecond: env.KHEL_LIVE_SUBSCRIPTIONS_PER_SECOND,
      maxRefusals: env.KHEL_LIVE_MAX_REFUSALS,
      topicRefreshMs: env.KHEL_LIVE_TOPIC_REFRESH_MS,
      penaltyMs: env.KHEL_LIVE_PENALTY_MS,
      origins: list(env.KHEL_LIVE_ORIGINS).map(originOf),
    },
    serviceUrls: parseServiceUrls(env.KHEL_SERVICE_URLS),
    vapidSubject: env.KHEL_VAPID_SUBJECT ?? 'mailto:support@khel.invalid',
    pushHosts: env.KHEL_PUSH_HOSTS ? list(env.KHEL_PUSH_HOSTS) : [...DEFAULT_PUSH_HOSTS],
    uploads: uploadsOf(env),
    casino: {
      replayWindowS: env.KHEL_CASINO_REPLAY_WINDOW_S,
      sweepMs: env.KHEL_CASINO_SWEEP_MS,
      sweepGraceS: env.KHEL_CASINO_SWEEP_GRACE_S,
      refundAfterH: env.KHEL_CASINO_REFUND_AFTER_H,
    },
  };
}
