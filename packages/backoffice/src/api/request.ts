import { decode, decodeList, newIdempotencyKey, type ApiOk } from '@khel/shared';
import { opsClient } from './client';

/**
 * The console's one way to call /ops (the ops, sports, casino and matka clients use it): every answer is the shared
 * success envelope (ApiOk); reads unwrap its data into the shared contract class, writes keep the envelope (its
 * message is the toast).
 */

type Ctor<T> = new () => T;
type Params = Record<string, unknown>;

/**
 * A write the server recorded but did not do: above a limit it waits for a second operator's approval (the
 * approval is on the Approvals page). Thrown so no caller takes it for done; its message says why it waits.
 */
export class WaitsForSecondOperator extends Error {
  constructor(
    message: string,
    readonly approval: unknown,
  ) {
    super(message);
    this.name = 'WaitsForSecondOperator';
  }
}

/** For a write whose answer is free JSON (blocking a player, the import map's changes): its data kept as sent. */
export const AS_SENT = null;

/** A read's data as sent (free JSON: the import map's documents). */
export const getRaw = async <T>(url: string, params?: Params): Promise<T> => (await opsClient.get<ApiOk<T>>(url, { params })).data.data;

export const get = async <T extends object>(Cls: Ctor<T>, url: string, params?: Params): Promise<T> => decode(Cls, await getRaw<unknown>(url, params));

export const getList = async <T extends object>(Cls: Ctor<T>, url: string, params?: Params): Promise<T[]> => decodeList(Cls, await getRaw<unknown>(url, params));

/**
 * A write with its own Idempotency-Key (the dialogs also refuse a second click while one is in flight). `once`
 * false: no key, for the calls that make a secret (the server keeps no replay of an answer holding a secret).
 */
export async function send<T extends object>(Cls: Ctor<T> | null, method: 'post' | 'put' | 'patch', url: string, body: object = {}, once = true): Promise<ApiOk<T>> {
  const headers = once ? { 'Idempotency-Key': newIdempotencyKey() } : {};
  const res = await opsClient.request<ApiOk<unknown>>({ method, url, data: body, headers });
  // 202: recorded, not done: it waits for a second operator (issue 27). The caller's dialog shows why.
  if (res.status === 202) throw new WaitsForSecondOperator(res.data.message || 'It waits for a second operator', res.data.data);
  const data = res.data.data;
  return { ...res.data, data: (Cls && data && typeof data === 'object' ? decode(Cls, data) : data) as T };
}

export const post = <T extends object>(Cls: Ctor<T> | null, url: string, body?: object): Promise<ApiOk<T>> => send(Cls, 'post', url, body);
