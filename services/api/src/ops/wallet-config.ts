import type { Queryable } from '../db/db';
import { unprocessable } from '../http/errors';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { type Body, isUrl, optionalBool, optionalInt, optionalText } from './input';
import { paiseToRupees, rupeesToPaise } from './money';
import { sanitizeRulesHtml } from './sanitize';

type RulesByLang = Record<string, { description: string }[]>;

export interface WalletConfigView {
  deposit_range: { min: number; max: number };
  withdrawal_range: { min: number; max: number };
  stake_button: number[];
  announcement: string;
  rules: { deposit: RulesByLang; withdrawal: RulesByLang };
  deposit_video: Record<string, string>;
  withdrawal_video: Record<string, string>;
  is_bank_only: boolean;
  request_expiry_minutes: number;
}

interface ConfigRow {
  deposit_min: string;
  deposit_max: string;
  withdrawal_min: string;
  withdrawal_max: string;
  stake_buttons: number[];
  announcement: string;
  rules: { deposit?: RulesByLang; withdrawal?: RulesByLang };
  deposit_video: Record<string, string>;
  withdrawal_video: Record<string, string>;
  is_bank_only: boolean;
  request_expiry_minutes: number;
}

/** The site's wallet configuration (the table's defaults when the site has no row yet). */
export async function readWalletConfig(q: Queryable, siteId: string): Promise<WalletConfigView> {
  await q.query('INSERT INTO wallet_config (site_id) VALUES ($1) ON CONFLICT (site_id) DO NOTHING', [siteId]);
  const { rows } = await q.query<ConfigRow>(
    `SELECT deposit_min::text, deposit_max::text, withdrawal_min::text, withdrawal_max::text, stake_buttons, announcement,
            rules, deposit_video, withdrawal_video, is_bank_only, request_expiry_minutes
       FROM wallet_config WHERE site_id = $1`,
    [siteId],
  );
  const r = rows[0]!;
  return {
    deposit_range: { min: paiseToRupees(r.deposit_min)!, max: paiseToRupees(r.deposit_max)! },
    withdrawal_range: { min: paiseToRupees(r.withdrawal_min)!, max: paiseToRupees(r.withdrawal_max)! },
    stake_button: r.stake_buttons,
    announcement: r.announcement,
    rules: { deposit: r.rules.deposit ?? {}, withdrawal: r.rules.withdrawal ?? {} },
    deposit_video: r.deposit_video,
    withdrawal_video: r.withdrawal_video,
    is_bank_only: r.is_bank_only,
    request_expiry_minutes: r.request_expiry_minutes,
  };
}

function range(body: Body, key: string, current: { min: number; max: number }) {
  const v = body[key];
  if (v === undefined) return { min: rupeesToPaise(current.min, `${key}.min`), max: rupeesToPaise(current.max, `${key}.max`) };
  if (!v || typeof v !== 'object') throw unprocessable([`${key} must be {min, max}`]);
  const { min, max } = v as { min?: unknown; max?: unknown };
  const r = { min: rupeesToPaise(min, `${key}.min`), max: rupeesToPaise(max, `${key}.max`) };
  if (r.min > r.max) throw unprocessable([`${key}.min cannot be more than ${key}.max`]);
  return r;
}

function stakes(v: unknown): number[] {
  if (!Array.isArray(v) || v.length < 1 || v.length > 12) throw unprocessable(['stake_button must be a list of 1 to 12 amounts']);
  return v.map((s) => Number(rupeesToPaise(s, 'stake_button')) / 100);
}

const LANG = /^[a-z]{2,3}$/;

function rulesOf(v: unknown, side: 'deposit' | 'withdrawal'): RulesByLang {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw unprocessable([`rules.${side} must map a language to a list of {description}`]);
  const out: RulesByLang = {};
  for (const [lang, list] of Object.entries(v)) {
    if (!LANG.test(lang)) throw unprocessable([`rules.${side}: "${lang.slice(0, 10)}" is not a language code`]);
    if (!Array.isArray(list) || list.length > 50) throw unprocessable([`rules.${side}.${lang} must be a list of at most 50 {description}`]);
    out[lang] = list.map((item) => {
      const d = item && typeof item === 'object' ? (item as { description?: unknown }).description : undefined;
      if (typeof d !== 'string' || d.length > 20_000) throw unprocessable([`rules.${side}.${lang}: every rule needs a description of at most 20000 characters`]);
      return { description: sanitizeRulesHtml(d) };
    }).filter((r) => r.description !== '');
  }
  return out;
}

function videos(v: unknown, key: string): Record<string, string> {
  if (v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw unprocessable([`${key} must map a language to a URL`]);
  const out: Record<string, string> = {};
  for (const [lang, url] of Object.entries(v as Record<string, unknown>)) {
    if (!LANG.test(lang)) throw unprocessable([`${key}: "${lang.slice(0, 10)}" is not a language code`]);
    if (url === '' || url === null) continue;
    if (typeof url !== 'string' || url.length > 2000 || !isUrl(url)) throw unprocessable([`${key}.${lang} must be an http(s) URL or a path on the site`]);
    out[lang] = url;
  }
  return out;
}

/** Saves what the body names (the rest stays), rules HTML sanitised; audited with before and after. */
export async function saveWalletConfig(q: Queryable, siteId: string, body: Body, actor: Actor, now: Date): Promise<WalletConfigView> {
  const before = await readWalletConfig(q, siteId);
  await q.query('SELECT 1 FROM wallet_config WHERE site_id = $1 FOR UPDATE', [siteId]);
  const deposit = range(body, 'deposit_range', before.deposit_range);
  const withdrawal = range(body, 'withdrawal_range', before.withdrawal_range);
  const stakeButtons = body.stake_button === undefined ? before.stake_button : stakes(body.stake_button);
  const announcement = optionalText(body, 'announcement', 2000);
  let rules = before.rules;
  if (body.rules !== undefined) {
    if (!body.rules || typeof body.rules !== 'object') throw unprocessable(['rules must be {deposit, withdrawal}']);
    const given = body.rules as { deposit?: unknown; withdrawal?: unknown };
    rules = {
      deposit: given.deposit === undefined ? before.rules.deposit : rulesOf(given.deposit, 'deposit'),
      withdrawal: given.withdrawal === undefined ? before.rules.withdrawal : rulesOf(given.withdrawal, 'withdrawal'),
    };
  }
  const depositVideo = body.deposit_video === undefined ? before.deposit_video : videos(body.deposit_video, 'deposit_video');
  const withdrawalVideo = body.withdrawal_video === undefined ? before.withdrawal_video : videos(body.withdrawal_video, 'withdrawal_video');
  const bankOnly = optionalBool(body, 'is_bank_only');
  const expiry = optionalInt(body, 'request_expiry_minutes', 1, 43_200);
  await q.query(
    `UPDATE wallet_config SET deposit_min = $2, deposit_max = $3, withdrawal_min = $4, withdrawal_max = $5, stake_buttons = $6::jsonb,
            announcement = $7, rules = $8::jsonb, deposit_video = $9::jsonb, withdrawal_video = $10::jsonb, is_bank_only = $11,
            request_expiry_minutes = $12, updated_at = $13
      WHERE site_id = $1`,
    [
      siteId,
      deposit.min.toString(),
      deposit.max.toString(),
      withdrawal.min.toString(),
      withdrawal.max.toString(),
      JSON.stringify(stakeButtons),
      announcement === undefined ? before.announcement : (announcement ?? ''),
      JSON.stringify(rules),
      JSON.stringify(depositVideo),
      JSON.stringify(withdrawalVideo),
      bankOnly ?? before.is_bank_only,
      expiry ?? before.request_expiry_minutes,
      now,
    ],
  );
  const after = await readWalletConfig(q, siteId);
  await writeAudit(q, { actor, action: 'config.wallet', target: `site #${siteId}`, before, after, at: now });
  return after;
}
