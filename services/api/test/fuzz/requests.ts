import fc from 'fast-check';
import { deepJson, fieldValue, FLAG_LOOKALIKES, isUrlField, nastyNumber, nastyText, NUMBER_LIKE_TEXT, POLLUTION_KEYS, shapeLookalikes, wrongShape } from './values';
import { BASE_BODIES, FIELD_POOL, QUERY_KEYS, realParam, type FuzzIds } from './routes';

export interface Route {
  method: string;
  url: string;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  auth: (t: Tokens) => string | undefined;
  /** What was generated, for the failure report. */
  label: string;
}

export interface Tokens {
  player: string;
  operator: string;
}

const BODY_LIMIT = 1024 * 1024;

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the invalid UTF-8 bytes of one. */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const enc = (s: string) => s.split(LONE).map(encodeURIComponent).join('%ED%A0%80');
const json = (v: unknown) => JSON.stringify(v === undefined ? null : v);

/** A path parameter: the real id most of the time (so the handler is reached), otherwise an invented one. */
function paramValue(route: Route, name: string, ids: FuzzIds): fc.Arbitrary<string> {
  const real = realParam(route.url, name, ids);
  const invented = fc.oneof(nastyText, nastyNumber.map(String), fc.constantFrom('0', '-1', '1e3', '99999999999999999999', '1.5', ' 1', 'null', '..', '%2e%2e'));
  return real === undefined ? invented : fc.oneof({ weight: 2, arbitrary: fc.constant(real) }, invented);
}

function fillPath(route: Route, ids: FuzzIds): fc.Arbitrary<string> {
  const parts = route.url.split('/');
  return fc
    .tuple(...parts.map((part) => (part.startsWith(':') ? paramValue(route, part.slice(1), ids).map((v) => enc(v) || 'x') : fc.constant(part === '*' ? 'x' : part))))
    .map((filled) => filled.join('/'));
}

/** Query strings: known keys with bad values, repeated keys (a list where a scalar belongs), NUL and broken escapes. */
const queryString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.constantFrom(...QUERY_KEYS, ...POLLUTION_KEYS), fc.oneof(nastyText, nastyNumber.map(String))), { maxLength: 5 })
    .chain((pairs) => fc.boolean().map((repeat) => (repeat && pairs[0] ? [...pairs, pairs[0]] : pairs)))
    .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')),
  fc.constantFrom('amount[]=100', 'amount[a]=1', 'domain=%00', 'domain=%ED%A0%80', 'page=%', 'page=%zz', 'q=%E2%80%AE', '__proto__[x]=1'),
);

/** Raw JSON text with a prototype-pollution key first (JSON.stringify cannot write __proto__ as an own key). */
function polluted(base: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...POLLUTION_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => {
    const rest = json(base).slice(1);
    return `{${json(key)}:${json(value)}${rest === '}' ? '}' : `,${rest}`}`;
  });
}

/** A body for a route: the near-valid base with fields changed, dropped or added, or something not a body at all. */
function bodyFor(route: Route, ids: FuzzIds): fc.Arbitrary<{ payload: string; type: string }> {
  const baseOf = BASE_BODIES[`${route.method} ${route.url}`];
  const base = baseOf ? baseOf(ids) : {};
  const fields = Object.keys(base).length ? Object.keys(base) : FIELD_POOL;
  const asJson = (payload: string) => ({ payload, type: 'application/json' });
  const mutated = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: 3 }),
      fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      fc.dictionary(fc.constantFrom('extra', 'isAdmin', 'role', 'user_id', 'balance', 'status'), fieldValue, { maxKeys: 2 }),
    )
    .map(([changed, dropped, extra]) => {
      const body: Record<string, unknown> = { ...base, ...changed, ...extra };
      for (const k of dropped) delete body[k];
      return asJson(json(body));
    });
  const oneWrong = fc.tuple(fc.constantFrom(...fields), fc.oneof(wrongShape, nastyText, nastyNumber)).map(([k, v]) => asJson(json({ ...base, [k]: v })));
  // The valid value itself, wrapped or bent: [100], {"value":100}, "100\u0000", " 100 ", true, "ravi@upi\u202e".
  const bent = fc.constantFrom(...fields).chain((k) => {
    const v = base[k] ?? 'x';
    const text = typeof v === 'string' || typeof v === 'number' ? String(v) : json(v);
    const variants: unknown[] = [[v], [v], [v, v], { value: v }, { value: v }, { 0: v }, `${text}\u0000`, `\u0000`, ` ${text} `, `${text}\u202e`, `\u2066${text}`, `${text}\ud800`, `0${text}`, `${text}.0`, true, null, typeof v === 'number' ? String(v) : Number(text), `${text}😀`, ...shapeLookalikes(k, v)];
    return fc.constantFrom(...variants).map((bad) => asJson(json({ ...base, [k]: bad })));
  });
  const nearLimit = fc.tuple(fc.integer({ min: -64, max: 64 }), fc.constantFrom(...fields)).map(([delta, k]) => {
    const skeleton = json({ ...base, [k]: '' });
    const pad = Math.max(0, BODY_LIMIT + delta - Buffer.byteLength(skeleton));
    return asJson(json({ ...base, [k]: 'a'.repeat(pad) }));
  });
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 8, arbitrary: oneWrong },
    { weight: 16, arbitrary: bent },
    { weight: 2, arbitrary: polluted(base).map(asJson) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 5000 }), fc.constantFrom('array' as const, 'object' as const)).map(([d, kind]) => asJson(deepJson(d, kind))) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 200 }), fc.constantFrom(...fields)).map(([d, k]) => asJson(`{${json(k)}:${deepJson(d, 'object')}}`)) },
    { weight: 1, arbitrary: nearLimit },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map((v) => asJson(json(v))) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '[1,', '{"x":1}}', '', '\u0000').map(asJson) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 30 }), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'multipart/form-data')).map(([payload, type]) => ({ payload, type })) },
  );
}

/** Who the request says it is: mostly the right live token (read at send time: tokens are renewed), so the handler is reached. */
type Auth = (t: Tokens) => string | undefined;
function authFor(route: Route): fc.Arbitrary<Auth> {
  const ops = route.url.startsWith('/ops');
  const right = (t: Tokens) => (ops ? t.operator : t.player);
  const other = (t: Tokens) => (ops ? t.player : t.operator);
  const forged: Auth[] = [
    () => undefined,
    (t) => `Bearer ${other(t)}`,
    () => 'Bearer',
    (t) => `Bearer ${right(t)}x`,
    () => 'Basic YTpi',
    (t) => `Bearer ${right(t).split('.').slice(0, 2).join('.')}.`,
  ];
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant<Auth>((t) => `Bearer ${right(t)}`) },
    fc.constantFrom(...forged),
    nastyText.map((text): Auth => () => `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`),
  );
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Generated requests for one route; the live tokens are filled in by `toInject` when the request is sent. */
export function requestsFor(route: Route, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const body = WITH_BODY.has(route.method) ? bodyFor(route, ids) : fc.constant(undefined);
  return fc
    .tuple(fillPath(route, ids), queryString, body, authFor(route), fc.option(fc.constantFrom('fuzz-key-1', 'fuzz-key-2'), { nil: undefined }))
    .map(([path, query, b, auth, idempotencyKey]) => {
      const headers: Record<string, string> = {};
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      if (b) headers['content-type'] = b.type;
      const url = query ? `${path}?${query}` : path;
      const shown = b ? (b.payload.length > 300 ? `${b.payload.slice(0, 300)}… (${b.payload.length} chars)` : b.payload) : '';
      return { method: route.method, url, headers, auth, payload: b?.payload, label: `${route.method} ${url} [${b?.type ?? '-'}] ${shown}` };
    });
}

/**
 * The deterministic part: every field of a route's near-valid body bent each of these ways, with the right live
 * token. Random sampling finds {"amount":[100]} only now and then; this sweep finds it on every run.
 */
export function sweepFor(route: Route, ids: FuzzIds): FuzzRequest[] {
  if (!WITH_BODY.has(route.method)) return [];
  const baseOf = BASE_BODIES[`${route.method} ${route.url}`];
  const out: FuzzRequest[] = [];
  const path = route.url.split('/').map((part) => (part.startsWith(':') ? enc(realParam(route.url, part.slice(1), ids) ?? 'x') : part)).join('/');
  const auth = (t: Tokens) => `Bearer ${route.url.startsWith('/ops') ? t.operator : t.player}`;
  const push = (body: unknown) => {
    const payload = json(body);
    out.push({ method: route.method, url: path, headers: { 'content-type': 'application/json' }, auth, payload, label: `${route.method} ${path} [sweep] ${payload.slice(0, 300)}` });
  };
  if (!baseOf) {
    // A route the table does not describe still meets issue 27's shapes: every URL-like field of the pool holding
    // text that parses as a number, every flag-like field holding a look-alike, one body per value.
    for (const [i, number] of NUMBER_LIKE_TEXT.slice(0, 4).entries()) {
      push(Object.fromEntries([...URL_POOL.map((k) => [k, number]), ...FLAG_POOL.map((k) => [k, FLAG_LOOKALIKES[i]])]));
    }
    return out;
  }
  const base = baseOf(ids);
  for (const [k, v] of Object.entries(base)) {
    const text = typeof v === 'string' || typeof v === 'number' ? String(v) : json(v);
    for (const bad of [[v], { value: v }, true, null, `${text}\u0000`, `${text}\ud800`, ` ${text} `, `${text}\u202e`, '9'.repeat(400), 1e308, ...shapeLookalikes(k, v)]) {
      push({ ...base, [k]: bad });
    }
  }
  return out;
}

/** The pool's fields that hold a URL, and those that hold true or false (by the near-valid bodies' values). */
const POOL_VALUES = Object.values(BASE_BODIES).flatMap((base) => Object.entries(base({ player: '1', request: '1', clientAccount: '1', method: '1', master: '1' })));
const URL_POOL = [...new Set(POOL_VALUES.filter(([k, v]) => isUrlField(k, v)).map(([k]) => k))];
const FLAG_POOL = [...new Set(POOL_VALUES.filter(([, v]) => typeof v === 'boolean').map(([k]) => k))];
