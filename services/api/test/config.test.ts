import path from 'node:path';
import { loadConfig } from '../src/config';

const S3 = { KHEL_UPLOAD_DRIVER: 's3', KHEL_S3_BUCKET: 'khel-slips', KHEL_S3_REGION: 'ap-south-1', KHEL_S3_ACCESS_KEY_ID: 'AKID', KHEL_S3_SECRET_ACCESS_KEY: 'secret' };

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

  it('reads the upload store, the service URLs, the push contact and the demo-data flag', () => {
    const c = loadConfig({ ...S3, KHEL_S3_PREFIX: 'slips', KHEL_SERVICE_URLS: '{"user":"https://user.example.com/"}', KHEL_VAPID_SUBJECT: 'mailto:ops@khel.example', KHEL_DEMO_DATA: '1', KHEL_PUBLIC_URL: 'https://khel.example' });
    expect(c.uploads).toEqual({ driver: 's3', s3: { bucket: 'khel-slips', region: 'ap-south-1', accessKeyId: 'AKID', secretAccessKey: 'secret', prefix: 'slips' } });
    expect(c.serviceUrls).toMatchObject({ user: 'https://user.example.com', wallet: '/wallet', ops: '/ops' });
    expect(c).toMatchObject({ vapidSubject: 'mailto:ops@khel.example', demoData: true, publicUrl: 'https://khel.example' });
    const d = loadConfig({ KHEL_UPLOAD_DIR: 'some/dir' });
    expect(d).toMatchObject({ vapidSubject: 'mailto:support@khel.invalid', demoData: false, uploads: { driver: 'local', dir: path.resolve('some/dir') } });
    expect(loadConfig({}).uploads).toEqual({ driver: 'local' });
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
    [{ KHEL_DEMO_DATA: 'yes' }, 'KHEL_DEMO_DATA: must be equal to one of the allowed values (one of 0, 1); got "yes"'],
    [{ KHEL_SERVICE_URLS: 'nope' }, 'KHEL_SERVICE_URLS must be JSON'],
    [{ KHEL_SERVICE_URLS: '["/user"]' }, 'KHEL_SERVICE_URLS must be a JSON object'],
    [{ KHEL_SERVICE_URLS: '{"casino":"https://c.example"}' }, 'KHEL_SERVICE_URLS: unknown service "casino"'],
    [{ KHEL_VAPID_SUBJECT: 'support@khel.example' }, 'KHEL_VAPID_SUBJECT: must match pattern'],
    [{ KHEL_UPLOAD_DRIVER: 'ftp' }, 'KHEL_UPLOAD_DRIVER: must be equal to one of the allowed values (one of local, s3); got "ftp"'],
    [{ KHEL_UPLOAD_DRIVER: 's3', KHEL_S3_BUCKET: 'slips' }, 'KHEL_S3_REGION: required when KHEL_UPLOAD_DRIVER=s3'],
    [{ ...S3, KHEL_S3_SECRET_ACCESS_KEY: '' }, 'KHEL_S3_SECRET_ACCESS_KEY: required when KHEL_UPLOAD_DRIVER=s3'],
    [{ ...S3, KHEL_S3_BUCKET: 'Slips_2026' }, 'KHEL_S3_BUCKET: must match pattern'],
    [{ ...S3, KHEL_S3_HOST: 'https://minio.internal:9000/path' }, 'KHEL_S3_HOST: must match pattern'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
