import path from 'node:path';
import { readEnv } from './env-schema';

export const ALL_SERVICES = ['site', 'user', 'notification', 'wallet', 'bonus', 'sports', 'fantasy', 'ops'] as const;
export type ServiceName = (typeof ALL_SERVICES)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when empty the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
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
}

export const OTP_SENDERS = ['log', 'http'] as const;
export type OtpSenderName = (typeof OTP_SENDERS)[number];

/** A comma-separated list, trimmed, empty items dropped. */
function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export const PAYMENT_GATEWAYS = ['sandbox', 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const REPO_ROOT = path.resolve(__dirname, '../../..');

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
    dataDir: path.resolve(env.KHEL_DATA_DIR ?? path.join(REPO_ROOT, 'data')),
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
  };
}
