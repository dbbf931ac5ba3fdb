// Issue 12: every route carries a schema (request parts it takes, the success answer and the error body), and the
// OpenAPI document is generated from them; the browsable page exists in development only.
jest.setTimeout(120_000);

import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from './app-harness';
import { listedRoutes } from '../src/http/input-guard';
import { seed } from '../src/seed/seed';

type Operation = {
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('route schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    await seed(t.testDb.db);
  });
  afterAll(() => t.close());

  test('every route of the built app has its request and response schemas in the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = listedRoutes(t.app).filter((r) => !r.url.startsWith('/docs/api'));
    expect(routes.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const { method, url } of routes) {
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      const name = `${method} ${url}`;
      if (!op) {
        missing.push(`${name}: no schema`);
        continue;
      }
      const codes = Object.keys(op.responses ?? {});
      if (!codes.some((c) => /^[23]/.test(c))) missing.push(`${name}: no success response`);
      if (!codes.includes('4XX')) missing.push(`${name}: no error response`);
      if (BODY_METHODS.has(method) && !op.requestBody) missing.push(`${name}: no body schema`);
      const pathParams = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      for (const p of pathParams) if (!declared.includes(p!)) missing.push(`${name}: no schema for the path parameter ${p}`);
    }
    expect(missing).toEqual([]);
  });

  test('docs/openapi.json is the document the routes generate (npm run api-docs writes it)', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../docs/openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(t.app.swagger())));
  });

  test('a body refused by the shared DTO keeps its message (ajv does not answer in its own words)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: '12', password: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      status: 0,
      statusCode: 422,
      message: 'Mobile number must be 10 digits',
      error: 'Mobile number must be 10 digits',
      errors: 'Mobile number must be 10 digits',
      details: ['Mobile number must be 10 digits'],
    });
    const shape = await t.app.inject({ method: 'POST', url: '/user/auth/send-otp', payload: { mobile: [9876543210], type: 'register' } });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().details).toEqual(['mobile must be text or a number']);
  });

  test('the answer is the contract: a field outside the response schema is not sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/site/version' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'message', 'status', 'success']);
    expect(Object.keys(res.json().data).sort()).toEqual(['maintenance', 'version']);
  });

  test('the API page is served in development, under the site CSP (no inline script)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/api/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.body;
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const json = await t.app.inject({ method: 'GET', url: '/docs/api/json' });
    expect(json.json().openapi).toBe('3.0.3');
  });
});

describe('in production', () => {
  test('there is no API page', async () => {
    const t = await startTestApp('postgres', { config: { production: true, paymentGateway: 'none', otpSender: 'http', sms: { url: 'http://127.0.0.1:9/sms' } } });
    try {
      for (const url of ['/docs/api', '/docs/api/', '/docs/api/json', '/docs/api/static/index.html']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
    } finally {
      await t.close();
    }
  });
});
