import {
  OpsCasinoDemoPolicy, OpsCasinoDemoPolicyBody, OpsCasinoGame, OpsCasinoGameBody, OpsCasinoGamePage, OpsCasinoProvider, OpsCasinoProviderBody,
  OpsCasinoProviderCreated, OpsCasinoProviderList, OpsCasinoRoundPage, OpsCasinoSecret, OpsCasinoSweep,
} from '@khel/shared/console-contracts';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf, type Ctor } from '../../http/schemas/from-class';
import { CASINO_INPUT_MESSAGES as M } from '../../casino/operator-input';

const operator = 'operator' as const;
const checked = (Cls: Ctor) => ({ ...schemaOf(Cls), description: 'Checked field by field (src/casino/operator-input.ts); each refusal is a 422 naming the field.' });
const ADMIN = 'Audited with before and after; a secret is never in the audit.';
const providerId = { id: 'Provider id' };
const empty = { type: 'object', description: 'Empty' };
const gameFilters = {
  provider: 'Provider id',
  section: 'live | slots | table | crash | indian',
  enabled: 'true | false',
  q: 'Part of the game name or code',
  page: 'Page (50 a page)',
};

/** /ops/casino route schemas (casino-routes.ts). */
export const CASINO_SCHEMAS: RouteSpecs = {
  'GET /casino/providers': { summary: 'Casino providers: settings, whether a secret is set (never the secret), game counts', security: operator, data: OpsCasinoProviderList, description: ADMIN },
  'POST /casino/providers': {
    summary: 'Add a provider; its HMAC secret is made and shown in this answer only', security: operator, body: checked(OpsCasinoProviderBody), data: OpsCasinoProviderCreated, description: ADMIN,
    refusals: { 409: 'A provider with the id x already exists', 422: `${M.providerId} / ${M.launchToken}` },
  },
  'POST /casino/providers/:id': { summary: "Edit a provider (the fields sent); its id stays", security: operator, params: providerId, body: checked(OpsCasinoProviderBody), data: OpsCasinoProvider, description: ADMIN, refusals: { 404: 'Provider not found', 422: M.nothing } },
  'POST /casino/providers/:id/secret': {
    summary: "Rotate a provider's HMAC secret: the new one is shown in this answer only and the old one stops working", security: operator, params: providerId, body: empty, data: OpsCasinoSecret, description: ADMIN,
    refusals: { 404: 'Provider not found' },
  },
  'GET /casino/games': { summary: 'Every casino game, enabled or not, filtered', security: operator, query: gameFilters, data: OpsCasinoGamePage, description: ADMIN, refusals: { 422: M.section } },
  'POST /casino/games/:id': { summary: "Enable or disable a game, set its lobby section, sort order or thumbnail", security: operator, params: { id: 'Game id' }, body: checked(OpsCasinoGameBody), data: OpsCasinoGame, description: ADMIN, refusals: { 404: 'Game not found', 422: M.section } },
  'GET /casino/demo-policy': { summary: 'Whether demo players are barred from casino games or play with play money', security: operator, query: { domain: 'Site domain (default: the default site)' }, data: OpsCasinoDemoPolicy, description: ADMIN },
  'PUT /casino/demo-policy': { summary: 'Set the demo policy of a site', security: operator, query: { domain: 'Site domain (default: the default site)' }, body: checked(OpsCasinoDemoPolicyBody), data: OpsCasinoDemoPolicy, description: ADMIN, refusals: { 422: M.policy } },
  'GET /casino/rounds': {
    summary: "Recent casino rounds, newest first, of a player and/or a provider (support)", security: operator,
    query: { player: 'Player id or user name', provider: 'Provider id', page: 'Page (50 a page)' }, data: OpsCasinoRoundPage,
  },
  'POST /casino/rounds/sweep': {
    summary: 'Close now every casino round a crash left open, by the providers\' rules: a built-in round older than KHEL_CASINO_SWEEP_GRACE_S is paid the outcome it had drawn (or, with no stake taken, closed and its debit refused); another provider\'s round with no call for KHEL_CASINO_REFUND_AFTER_H is refunded. Idempotent; the timer runs the same sweep',
    security: operator, body: empty, data: OpsCasinoSweep,
    description: 'Admins only (403 "Only an admin can do this"). Audited (casino.rounds.sweep) with every round closed, what moved and why.',
  },
};
