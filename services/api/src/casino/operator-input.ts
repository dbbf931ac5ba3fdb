import { OPS_CASINO_DEMO_POLICIES, OPS_CASINO_SECTIONS, type OpsCasinoDemoPolicyName, type OpsCasinoSection } from '@khel/shared/console-contracts';
import { unprocessable } from '../http/errors';
import { type Body, isUrl, optionalBool, optionalInt, optionalName, optionalText, requiredName } from '../ops/input';

/**
 * The console's casino forms, checked field by field: each refusal is a 422 naming the field (the messages the
 * console shows). Only the fields sent are changed on an edit.
 */
export const CASINO_INPUT_MESSAGES = {
  providerId: 'id must be 2 to 32 lowercase letters, digits or dashes, starting with a letter or digit',
  launchUrl: 'launch_url must be an http(s) URL or a path on the site',
  launchToken: 'launch_url must contain {token}',
  apiBase: "api_base must be an http(s) URL or ''",
  thumbnail: "thumbnail must be an http(s) URL, a path on the site or ''",
  section: `section must be one of ${OPS_CASINO_SECTIONS.join(', ')}`,
  policy: `policy must be ${OPS_CASINO_DEMO_POLICIES.join(' or ')}`,
  nothing: 'Nothing to change: send at least one field',
} as const;

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{1,31}$/;
const M = CASINO_INPUT_MESSAGES;

export interface ProviderChanges {
  name?: string;
  apiBase?: string;
  launchUrl?: string;
  enabled?: boolean;
  sortOrder?: number;
}

function launchUrlOf(body: Body): string | undefined {
  const v = optionalText(body, 'launch_url', 1000);
  if (v === undefined) return undefined;
  if (!v || !isUrl(v)) throw unprocessable([M.launchUrl]);
  if (!v.includes('{token}')) throw unprocessable([M.launchToken]);
  return v;
}

function apiBaseOf(body: Body): string | undefined {
  const v = optionalText(body, 'api_base', 1000);
  if (v === undefined) return undefined;
  if (v && !(isUrl(v) && /^https?:\/\//.test(v))) throw unprocessable([M.apiBase]);
  return v ?? '';
}

/** An edit: the fields sent, at least one. */
export function providerChanges(body: Body): ProviderChanges {
  if (body.id !== undefined) throw unprocessable(["id cannot be changed: create another provider instead"]);
  const name = optionalName(body, 'name', 80);
  if (name === null) throw unprocessable(['name is required']);
  const out: ProviderChanges = {
    name,
    apiBase: apiBaseOf(body),
    launchUrl: launchUrlOf(body),
    enabled: optionalBool(body, 'enabled'),
    sortOrder: optionalInt(body, 'sort_order', -100000, 100000),
  };
  if (Object.values(out).every((v) => v === undefined)) throw unprocessable([M.nothing]);
  return out;
}

export interface NewProvider {
  id: string;
  name: string;
  apiBase: string;
  launchUrl: string;
  enabled: boolean;
  sortOrder: number;
}

export function newProvider(body: Body): NewProvider {
  const id = body.id;
  if (typeof id !== 'string' || !PROVIDER_ID.test(id)) throw unprocessable([id === undefined || id === '' ? 'id is required' : M.providerId]);
  const name = requiredName(body, 'name', 80);
  const launchUrl = launchUrlOf(body);
  if (!launchUrl) throw unprocessable(['launch_url is required']);
  return {
    id,
    name,
    apiBase: apiBaseOf(body) ?? '',
    launchUrl,
    enabled: optionalBool(body, 'enabled') ?? true,
    sortOrder: optionalInt(body, 'sort_order', -100000, 100000) ?? 0,
  };
}

export interface GameChanges {
  enabled?: boolean;
  section?: OpsCasinoSection;
  sortOrder?: number;
  thumbnail?: string;
}

export function gameChanges(body: Body): GameChanges {
  const section = body.section;
  if (section !== undefined && !OPS_CASINO_SECTIONS.includes(section as OpsCasinoSection)) throw unprocessable([M.section]);
  const thumb = optionalText(body, 'thumbnail', 1000);
  if (thumb && !isUrl(thumb)) throw unprocessable([M.thumbnail]);
  const out: GameChanges = {
    enabled: optionalBool(body, 'enabled'),
    section: section as OpsCasinoSection | undefined,
    sortOrder: optionalInt(body, 'sort_order', -100000, 100000),
    thumbnail: thumb === undefined ? undefined : (thumb ?? ''),
  };
  if (Object.values(out).every((v) => v === undefined)) throw unprocessable([M.nothing]);
  return out;
}

export function demoPolicyOf(body: Body): OpsCasinoDemoPolicyName {
  const v = body.policy;
  if (!OPS_CASINO_DEMO_POLICIES.includes(v as OpsCasinoDemoPolicyName)) throw unprocessable([v === undefined ? 'policy is required' : M.policy]);
  return v as OpsCasinoDemoPolicyName;
}

/** A list's page number from the query: 1 when absent. */
export function pageOf(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) throw unprocessable(['page must be a whole number from 1']);
  return Number(raw);
}
