import { randomUUID } from 'node:crypto';
import { DEMO_CREDENTIALS } from '../../services/api/src/seed/demo-credentials';
import type { KhelServer } from './server';

export const DEMO_ADMIN = DEMO_CREDENTIALS.admin;
export const DEMO_AGENT = DEMO_CREDENTIALS.agent;
/** Pricing, settling and matka results are a trader's; risk approves what waits for a second operator (issue 27). */
export const DEMO_TRADER = DEMO_CREDENTIALS.trader;
export const DEMO_RISK = DEMO_CREDENTIALS.risk;

export interface OpsAnswer<T = unknown> {
  status: number;
  body: { success: boolean; message?: string; data?: T };
}

/** Signs an operator in through the ops API and returns the operator token. */
export async function opsLogin(server: KhelServer, operator: { username: string; password: string } = DEMO_ADMIN): Promise<string> {
  const answer = await opsCall<{ token: string }>(server, '', 'POST', '/ops/auth/login', { username: operator.username, password: operator.password });
  if (answer.status !== 200 || !answer.body.data?.token) throw new Error(`operator login failed (${answer.status}): ${answer.body.message}`);
  return answer.body.data.token;
}

/** One ops API call as an operator (a fresh Idempotency-Key on every write). */
export async function opsCall<T = unknown>(server: KhelServer, token: string, method: string, path: string, body?: unknown): Promise<OpsAnswer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  const response = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as OpsAnswer<T>['body'] };
}

/** Signs in to the console at /backoffice through its form. */
export async function consoleSignIn(page: import('playwright-core').Page, baseUrl: string, operator: { username: string; password: string } = DEMO_ADMIN, path = '/backoffice'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
}
