import envSchema from 'env-schema';

/**
 * Every environment variable the API reads, with its type, range and default: one validated schema (env-schema,
 * on ajv), so a bad value stops the start with a message naming the variable instead of surfacing later.
 * Variables set to '' count as unset. config.ts turns the checked values into the Config.
 */
const int = (minimum: number, maximum = Number.MAX_SAFE_INTEGER) => ({ type: 'integer', minimum, maximum });
const text = { type: 'string', minLength: 1 };
const url = (schemes: string) => ({ type: 'string', pattern: `^(${schemes})://[^\\s]+$` });

export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    NODE_ENV: text,
    PORT: { ...int(0, 65535), default: 9000 },
    HOST: { ...text, default: '0.0.0.0' },
    DATABASE_URL: url('postgres|postgresql'),
    KHEL_REPORTS_DATABASE_URL: url('postgres|postgresql'),
    KHEL_DATA_DIR: text,
    KHEL_SERVICES: text,
    KHEL_WEB_DIR: text,
    KHEL_IMPORT_MAP: text,
    KHEL_DEFAULT_DOMAIN: { ...text, default: 'localhost' },
    KHEL_SITE_DOMAIN: text,
    KHEL_PUBLIC_URL: url('https?'),
    KHEL_SESSION_TTL: { ...int(60), default: 7 * 24 * 3600 },
    KHEL_REFRESH_MAX_AGE: { ...int(60), default: 30 * 24 * 3600 },
    KHEL_OTP_SENDER: { type: 'string', enum: ['log', 'http'] },
    KHEL_SMS_URL: url('https?'),
    KHEL_SMS_AUTH: text,
    KHEL_SMS_BODY: text,
    KHEL_TRUST_PROXY: text,
    KHEL_MODULE_HOSTS: text,
    REDIS_URL: url('redis|rediss'),
    KHEL_SECRETS_KEY: text,
    KHEL_JWT_SECRET: { type: 'string', minLength: 32 },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    KHEL_SHUTDOWN_GRACE_MS: { ...int(0, 600_000), default: 10_000 },
    KHEL_EXPIRY_SWEEP_MS: { ...int(0), default: 60_000 },
    KHEL_PAYMENT_GATEWAY: { type: 'string', enum: ['sandbox', 'none'] },
    KHEL_DEMO_DATA: { type: 'string', enum: ['0', '1'] },
    KHEL_SPORTS_SIMULATOR: { type: 'string', enum: ['0', '1'] },
    KHEL_SIM_BALL_MS: { ...int(50, 600_000), default: 1000 },
    KHEL_SPORTS_SIM_SPEED: { type: 'number', minimum: 0.1, maximum: 10_000, default: 1 },
    KHEL_SPORTS_SIM_WEEK: { type: 'string', enum: ['0', '1'], default: '1' },
    KHEL_LIVE_FLUSH_MS: { ...int(0, 1000), default: 20 },
    KHEL_LIVE_MAX_SOCKETS_PER_ADDRESS: { ...int(1, 100_000), default: 20 },
    KHEL_LIVE_MAX_SOCKETS_PER_PLAYER: { ...int(1, 1000), default: 10 },
    KHEL_LIVE_FRAMES_PER_SECOND: { ...int(1, 10_000), default: 20 },
    KHEL_LIVE_SUBSCRIPTIONS_PER_SECOND: { ...int(1, 100_000), default: 200 },
    KHEL_LIVE_MAX_REFUSALS: { ...int(1, 100_000), default: 20 },
    KHEL_LIVE_TOPIC_REFRESH_MS: { ...int(50, 3_600_000), default: 1000 },
    KHEL_LIVE_PENALTY_MS: { ...int(0, 3_600_000), default: 10_000 },
    KHEL_LIVE_ORIGINS: text,
    KHEL_SERVICE_URLS: text,
    KHEL_PUSH_HOSTS: text,
    KHEL_VAPID_SUBJECT: { type: 'string', pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://[^\\s]+)$' },
    KHEL_UPLOAD_DRIVER: { type: 'string', enum: ['local', 's3'] },
    KHEL_UPLOAD_DIR: text,
    KHEL_S3_BUCKET: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' },
    KHEL_S3_REGION: { type: 'string', pattern: '^[a-z0-9-]+$' },
    KHEL_S3_ACCESS_KEY_ID: text,
    KHEL_S3_SECRET_ACCESS_KEY: text,
    KHEL_S3_HOST: { type: 'string', pattern: '^(https?://)?[A-Za-z0-9.-]+(:\\d+)?/?$' },
    KHEL_S3_PREFIX: text,
    KHEL_CASINO_REPLAY_WINDOW_S: { ...int(10, 3600), default: 300 },
    KHEL_CASINO_SWEEP_MS: { ...int(0), default: 60_000 },
    KHEL_CASINO_SWEEP_GRACE_S: { ...int(0, 86_400), default: 120 },
    KHEL_CASINO_REFUND_AFTER_H: { ...int(1, 720), default: 24 },
  },
} as const;

export interface Env {
  NODE_ENV?: string;
  PORT: number;
  HOST: string;
  DATABASE_URL?: string;
  KHEL_REPORTS_DATABASE_URL?: string;
  KHEL_DATA_DIR?: string;
  KHEL_SERVICES?: string;
  KHEL_WEB_DIR?: string;
  KHEL_IMPORT_MAP?: string;
  KHEL_DEFAULT_DOMAIN: string;
  KHEL_SITE_DOMAIN?: string;
  KHEL_PUBLIC_URL?: string;
  KHEL_SESSION_TTL: number;
  KHEL_REFRESH_MAX_AGE: number;
  KHEL_OTP_SENDER?: 'log' | 'http';
  KHEL_SMS_URL?: string;
  KHEL_SMS_AUTH?: string;
  KHEL_SMS_BODY?: string;
  KHEL_TRUST_PROXY?: string;
  KHEL_MODULE_HOSTS?: string;
  REDIS_URL?: string;
  KHEL_SECRETS_KEY?: string;
  KHEL_JWT_SECRET?: string;
  LOG_LEVEL: string;
  KHEL_SHUTDOWN_GRACE_MS: number;
  KHEL_EXPIRY_SWEEP_MS: number;
  KHEL_PAYMENT_GATEWAY?: 'sandbox' | 'none';
  KHEL_DEMO_DATA?: '0' | '1';
  KHEL_SPORTS_SIMULATOR?: '0' | '1';
  KHEL_SIM_BALL_MS: number;
  KHEL_SPORTS_SIM_SPEED: number;
  KHEL_SPORTS_SIM_WEEK: '0' | '1';
  KHEL_LIVE_FLUSH_MS: number;
  KHEL_LIVE_MAX_SOCKETS_PER_ADDRESS: number;
  KHEL_LIVE_MAX_SOCKETS_PER_PLAYER: number;
  KHEL_LIVE_FRAMES_PER_SECOND: number;
  KHEL_LIVE_SUBSCRIPTIONS_PER_SECOND: number;
  KHEL_LIVE_MAX_REFUSALS: number;
  KHEL_LIVE_TOPIC_REFRESH_MS: number;
  KHEL_LIVE_PENALTY_MS: number;
  KHEL_LIVE_ORIGINS?: string;
  KHEL_SERVICE_URLS?: string;
  KHEL_PUSH_HOSTS?: string;
  KHEL_VAPID_SUBJECT?: string;
  KHEL_UPLOAD_DRIVER?: 'local' | 's3';
  KHEL_UPLOAD_DIR?: string;
  KHEL_S3_BUCKET?: string;
  KHEL_S3_REGION?: string;
  KHEL_S3_ACCESS_KEY_ID?: string;
  KHEL_S3_SECRET_ACCESS_KEY?: string;
  KHEL_S3_HOST?: string;
  KHEL_S3_PREFIX?: string;
  KHEL_CASINO_REPLAY_WINDOW_S: number;
  KHEL_CASINO_SWEEP_MS: number;
  KHEL_CASINO_SWEEP_GRACE_S: number;
  KHEL_CASINO_REFUND_AFTER_H: number;
}

interface AjvError {
  instancePath: string;
  message?: string;
  params: { allowedValues?: unknown[] };
}

/** The environment checked against ENV_SCHEMA; throws 'NAME: what is wrong (value given)' for the first bad one. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const given = Object.fromEntries(Object.entries(env).filter(([name, value]) => name in ENV_SCHEMA.properties && value !== undefined && value !== ''));
  try {
    return envSchema<Env>({ schema: structuredClone(ENV_SCHEMA) as object, data: given, env: false, dotenv: false });
  } catch (error) {
    const first = (error as { errors?: AjvError[] }).errors?.[0];
    if (!first) throw error;
    const name = first.instancePath.replace(/^\//, '');
    const allowed = first.params.allowedValues ? ` (one of ${first.params.allowedValues.join(', ')})` : '';
    throw new Error(`${name}: ${first.message ?? 'is not valid'}${allowed}; got "${given[name]}"`);
  }
}
