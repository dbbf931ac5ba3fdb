import { loadConfig } from '../src/config';

/** The environment is read through one schema (src/env-schema.ts): defaults, types, and an error naming the variable. */
describe('configuration from the environment', () => {
  it('gives the defaults for an empty environment, and treats a variable set to "" as unset', () => {
    const c = loadConfig({ PORT: '', LOG_LEVEL: '' });
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0', logLevel: 'info', sessionTtlSeconds: 604800, refreshMaxAgeSeconds: 2592000, expirySweepMs: 60000 });
    expect(c).toMatchObject({ production: false, otpSender: 'log', paymentGateway: 'sandbox', trustProxy: [], moduleHosts: [] });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('reads numbers, lists and the production defaults', () => {
    const c = loadConfig({ NODE_ENV: 'production', PORT: '8080', KHEL_TRUST_PROXY: '10.0.0.1, 10.0.0.0/8', REDIS_URL: 'redis://127.0.0.1:6379', KHEL_SERVICES: 'user,wallet' });
    expect(c).toMatchObject({ port: 8080, production: true, otpSender: 'http', paymentGateway: 'none', trustProxy: ['10.0.0.1', '10.0.0.0/8'], services: ['user', 'wallet'] });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be integer; got "eighty"'],
    [{ PORT: '70000' }, 'PORT: must be <= 65535; got "70000"'],
    [{ PORT: '80.5' }, 'PORT: must be integer; got "80.5"'],
    [{ KHEL_SESSION_TTL: '5' }, 'KHEL_SESSION_TTL: must be >= 60; got "5"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must match pattern'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must match pattern'],
    [{ KHEL_OTP_SENDER: 'carrier-pigeon' }, 'KHEL_OTP_SENDER: must be equal to one of the allowed values (one of log, http); got "carrier-pigeon"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be equal to one of the allowed values'],
    [{ KHEL_JWT_SECRET: 'short' }, 'KHEL_JWT_SECRET: must NOT have fewer than 32 characters; got "short"'],
    [{ KHEL_SERVICES: 'user,casino' }, 'KHEL_SERVICES: unknown service "casino"'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
