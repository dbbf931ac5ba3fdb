import path from 'node:path';

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
  otpSender: 'log';
  logLevel: string;
  /** Milliseconds allowed for in-flight requests on SIGTERM. */
  shutdownGraceMs: number;
  /**
   * The online payment gateway. 'sandbox' lets the payer approve their own payment (demo and development only);
   * 'none' turns online payment off. KHEL_PAYMENT_GATEWAY; default 'none' when NODE_ENV=production.
   */
  paymentGateway: PaymentGatewayName;
}

export const PAYMENT_GATEWAYS = ['sandbox', 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const services = (env.KHEL_SERVICES ?? ALL_SERVICES.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of services) {
    if (!(ALL_SERVICES as readonly string[]).includes(s)) throw new Error(`KHEL_SERVICES: unknown service "${s}"`);
  }
  const paymentGateway = env.KHEL_PAYMENT_GATEWAY || (env.NODE_ENV === 'production' ? 'none' : 'sandbox');
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(paymentGateway)) {
    throw new Error(`KHEL_PAYMENT_GATEWAY: unknown gateway "${paymentGateway}" (${PAYMENT_GATEWAYS.join(' or ')})`);
  }
  return {
    port: Number(env.PORT ?? 9000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.KHEL_DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    services: services as ServiceName[],
    webDir: env.KHEL_WEB_DIR ?? path.join(REPO_ROOT, 'dist', 'web'),
    importMapPath: env.KHEL_IMPORT_MAP ?? path.join(REPO_ROOT, 'import-map.json'),
    defaultDomain: env.KHEL_DEFAULT_DOMAIN ?? 'localhost',
    sessionTtlSeconds: Number(env.KHEL_SESSION_TTL ?? 7 * 24 * 3600),
    otpSender: 'log',
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownGraceMs: Number(env.KHEL_SHUTDOWN_GRACE_MS ?? 10_000),
    paymentGateway: paymentGateway as PaymentGatewayName,
  };
}
