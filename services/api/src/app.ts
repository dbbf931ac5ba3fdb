import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Config } from './config';
import { SERVICE_PLUGINS } from './services/registry';
import type { Db } from './db/db';
import { registerErrorHandling } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { registerApiDocs } from './http/schemas/docs';
import { HEALTH_SCHEMA } from './http/schemas/health';
import { registerSecurityHeaders } from './http/security-headers';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { REDACT_PATHS, requestSerializer } from './lib/log';
import type { SecretBox } from './lib/secret-box';
import { getOrCreateSecret, readSealedSecret } from './lib/secrets';
import { openSecretBox } from './lib/secrets-startup';
import { createOtpSender } from './otp/choose-sender';
import { attachSportsRuntime } from './sports/feed/app-runtime';
import { attachNotifications, type NotificationRuntimeOptions } from './notifications/runtime';
import { attachFantasyRuntime, type FantasyRuntimeOptions } from './fantasy/runtime';
import type { SportsRuntimeOptions } from './sports/feed/runtime';
import type { OtpSender } from './otp/sender';
import { Throttles } from './throttle/throttles';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Overrides for tests: a clock, an OTP sender, ... (see services/*). */
  overrides?: Partial<AppOverrides>;
}

export interface AppOverrides {
  now: () => Date;
  /** Where OTP codes go; the default writes them to the server log. */
  otpSender: OtpSender;
  /** Destination of the pino log (tests capture it to prove no secret is logged). */
  logStream: { write(line: string): void };
  /** The throttles' counters (tests give their own key prefix); the caller closes one it passes. */
  throttles: Throttles;
  /** Sports runtime options (tests: a Redis channel of their own, faster sweeps, the simulator's seed). */
  sports: Partial<SportsRuntimeOptions>;
  /** Notifications runtime options (tests: a Redis channel of their own, a push sender, the ack wait). */
  notifications: Partial<NotificationRuntimeOptions>;
  /** Fantasy runtime options (tests: sweepMs 0 to sweep by hand, the simulator). */
  fantasy: Partial<FantasyRuntimeOptions>;
}

export interface AppContext extends AppDeps {
  now: () => Date;
  secrets: { jwt: string };
  /** Seals and opens gateway and SMS credentials stored in app_secrets (lib/secrets: *SealedSecret). */
  secretBox: SecretBox;
  otpSender: OtpSender;
  throttles: Throttles;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppContext;
  }
}


// Request ids: a random prefix per process and a counter, unique across processes without a random draw per request.
const PROCESS_PREFIX = randomUUID().slice(0, 8);
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${PROCESS_PREFIX}-${requestCounter.toString(36)}`;
}

/** Builds the API on a migrated database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // URLs are logged with their secret query parameters (a casino launch token, ...) redacted (lib/log.ts).
      serializers: { req: requestSerializer },
      ...(deps.overrides?.logStream ? { stream: deps.overrides.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : nextRequestId();
    },
    requestIdHeader: false,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 1024 * 1024,
    // Only the configured proxies' X-Forwarded-For is believed; by default the socket's address is the client's.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
  });
  const jwt = deps.config.jwtSecret ?? (await getOrCreateSecret(deps.db, 'jwt'));
  // Start-up refusals (issue 11 points 7, 14): a wrong or missing secrets key, the log OTP sender in production.
  const secretBox = await openSecretBox(deps.config, deps.db);
  const otpSender = deps.overrides?.otpSender ?? createOtpSender(deps.config, app.log, deps.config.sms.auth ?? (await readSealedSecret(deps.db, secretBox, 'sms_auth')));
  const now = deps.overrides?.now ?? (() => new Date());
  const throttles = deps.overrides?.throttles ?? (await Throttles.create({ config: deps.config, db: deps.db, now }));
  if (!deps.overrides?.throttles) app.addHook('onClose', () => throttles.close());
  app.decorate('deps', {
    ...deps,
    now,
    secrets: { jwt },
    secretBox,
    otpSender,
    throttles,
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  // Route schemas -> validation, serialisation and the OpenAPI document (/docs/api in development only).
  await registerApiDocs(app, { production: deps.config.production });
  // A callback hook, not an async one: it runs on every request, the balance poll included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.get('/health', { schema: HEALTH_SCHEMA }, async () => {
    await deps.db.query('SELECT 1');
    // The services this process answers: asked for by the config and built.
    return { status: 'ok', services: deps.config.services.filter((name) => SERVICE_PLUGINS[name]) };
  });

  // app.notifications (notifications/runtime.ts): delivers what this process writes to the players' tabs and devices.
  await attachNotifications(app, { redisUrl: deps.config.redisUrl, ...deps.overrides?.notifications });
  if (deps.config.services.some((name) => name === 'sports' || name === 'ops' || name === 'fantasy')) {
    // app.sports (sports/feed/app-runtime.ts): the price hub, the feed applier and the sweep of pending bets, for
    // the player routes, the live channel and the operator's routes (fantasy's simulated matches move sports markets
    // and push their scores through the same hub); the simulator only when configured.
    const { redisUrl, sportsSimulator, liveFlushMs, simBallMs, sportsSimSpeed, sportsSimWeek } = deps.config;
    await attachSportsRuntime(app, {
      db: deps.db, redisUrl, simulate: sportsSimulator ?? false, flushMs: liveFlushMs, tickMs: simBallMs,
      schedule: sportsSimulator && sportsSimWeek ? { speed: sportsSimSpeed } : undefined, ...deps.overrides?.sports,
    });
  }
  if (deps.config.services.some((name) => name === 'fantasy' || name === 'ops')) {
    // app.fantasy (fantasy/runtime.ts): the scorecard applier and the operator's feed, the start-time lock, and on
    // the simulator's process the simulated matches (their prices through app.sports.applier).
    const simulate = deps.config.sportsSimulator ?? false;
    attachFantasyRuntime(app, deps.db, { simulate, demo: simulate, tickMs: deps.config.simBallMs, ...deps.overrides?.fantasy });
  }
  for (const name of deps.config.services) {
    // Each service is a plugin under its own prefix; the config chooses which ones this process serves.
    const load = SERVICE_PLUGINS[name];
    if (!load) continue;
    const plugin = await load();
    await app.register(plugin, { prefix: `/${name}` });
  }
  if (deps.config.webDir && existsSync(deps.config.webDir)) {
    // The composed site (dist/web), its import map and runtime config, on the same port as the API.
    const { webPlugin } = await import('./web/plugin');
    await app.register(webPlugin, { webDir: deps.config.webDir, importMapPath: deps.config.importMapPath, siteDomain: deps.config.siteDomain, serviceUrls: deps.config.serviceUrls });
  }
  return app;
}
