/** The schema of every /reports route (applied by schemasByRoute): query keys, answers and refusals. */
import {
  FILTER_MESSAGES, ReportBetOne, ReportBetPage, ReportSettings, ReportSettingsBody, StatementPage, TransferPage, WinLossMarketPage,
  WinLossReport,
} from '@khel/shared/contracts';
import { Dashboard, HouseReport, ReportPlayer } from '@khel/shared/console-contracts';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf } from '../../http/schemas/from-class';
import { PLAYER_NOT_FOUND } from '../../ops/players';

const player = 'player' as const;
const operator = 'operator' as const;
const quote = (...messages: string[]) => messages.map((m) => `"${m}"`).join(', ');

const RANGE = {
  from: 'First day, YYYY-MM-DD in the zone (default: 3 days before today)',
  to: 'Last day, included (default: today)',
  tz: 'IANA time zone the days are counted in (default Asia/Kolkata; the page sends the player\'s choice)',
};
const PAGE = { cursor: "The previous page's next_cursor", limit: 'Rows per page, 1 to 200 (default 50)' };
const RANGE_REFUSALS = quote(FILTER_MESSAGES.from, FILTER_MESSAGES.to, FILTER_MESSAGES.order, 'The date range can be at most <max_range_days> days', FILTER_MESSAGES.zone, FILTER_MESSAGES.cursor, FILTER_MESSAGES.limit);
const BET_QUERY = {
  ...RANGE,
  ...PAGE,
  state: 'open (pending and matched, by placing time) or settled (settled and void, by settling time; default)',
  product: 'sports, casino, matka or fantasy (default all)',
  sport: 'A sport code (cricket, football, ...): sports bets of that sport',
  market_id: "The product's market id (with product)",
  status: 'pending or matched (open); won, lost or void (settled)',
};
const BET_REFUSALS = `${RANGE_REFUSALS}, ${quote(FILTER_MESSAGES.state, FILTER_MESSAGES.product, FILTER_MESSAGES.sport, FILTER_MESSAGES.market, FILTER_MESSAGES.marketProduct, FILTER_MESSAGES.status, FILTER_MESSAGES.statusState)}`;
const EXPORT_QUERY = {
  ...RANGE,
  format: 'csv (default) or pdf',
  state: 'bets: open or settled',
  product: 'bets, win-loss: the product',
  sport: 'bets: a sport code',
  market_id: 'bets: a market id',
  status: 'bets: the bet status; transfers: the request status',
  account: 'statement: cash (main wallet, default) or bonus',
  kind: 'transfers: deposit or withdrawal',
};
const EXPORT_ANSWER = {
  200: {
    type: 'string',
    format: 'binary',
    description: 'The file, streamed: CSV (UTF-8 with a BOM, amounts as plain numbers, times in the zone, the totals as the last rows) or PDF (the player, the range and its zone in every page\'s header, page numbers, the totals)',
  },
};
const EXPORT_REFUSALS = { 404: quote(FILTER_MESSAGES.report), 422: `${BET_REFUSALS}, ${quote(FILTER_MESSAGES.format, FILTER_MESSAGES.account, FILTER_MESSAGES.kind)}`, 429: FILTER_MESSAGES.tooMany };

/** The player's routes, and the operator's for any player (the same answers, `/ops/players/:player` before them). */
function reports(security: 'player' | 'operator', who: string): RouteSpecs {
  const refusals: Record<number, string> = security === 'operator' ? { 404: PLAYER_NOT_FOUND } : {};
  const ops = security === 'operator';
  const params = ops ? { player: "The player's id, user name or mobile" } : undefined;
  const bet = ops ? { ...params, id: 'The bet id' } : { id: 'The bet id' };
  return {
    'GET /bets': {
      summary: `${who} bets of every product, newest first: open ones by placing time or settled ones by settling time, a page at a time, totals with the first page`,
      security, params, query: BET_QUERY, data: ReportBetPage, refusals: { ...refusals, 422: BET_REFUSALS },
    },
    'GET /bets/:id': { summary: `One of ${who.toLowerCase()} bets`, security, params: bet, data: ReportBetOne, refusals: { 404: FILTER_MESSAGES.betId } },
    'GET /win-loss': {
      summary: `${who} win-loss by day and product (a bet counts on the day it was settled; void bets moved no money and are left out), with the range's totals and net deposits`,
      security, params, query: { ...RANGE, product: 'Only this product' }, data: WinLossReport, refusals: { ...refusals, 422: `${RANGE_REFUSALS}, ${quote(FILTER_MESSAGES.product)}` },
    },
    'GET /win-loss/markets': {
      summary: `${who} markets of the range (casino: games) with their bets, stakes and P&L, a page at a time (product, then newest market first)`,
      security, params, query: { ...RANGE, ...PAGE, product: 'Only this product' }, data: WinLossMarketPage, refusals: { ...refusals, 422: `${RANGE_REFUSALS}, ${quote(FILTER_MESSAGES.product)}` },
    },
    'GET /win-loss/bets': {
      summary: `The bets of one market (casino: the rounds of one game) that count in ${who.toLowerCase()} win-loss, newest first`,
      security, params, query: { ...RANGE, ...PAGE, product: 'The market\'s product (required)', market_id: 'The market (required)', status: 'won or lost' }, data: ReportBetPage,
      refusals: { ...refusals, 422: BET_REFUSALS },
    },
    'GET /statement': {
      summary: `${who} account statement: every ledger entry of the main (cash) or bonus wallet with the balance after it, what it was and a link to what caused it, newest first`,
      security, params, query: { ...RANGE, ...PAGE, account: 'cash (main wallet, default) or bonus' }, data: StatementPage,
      refusals: { ...refusals, 422: `${RANGE_REFUSALS}, ${quote(FILTER_MESSAGES.account)}` },
    },
    'GET /transfers': {
      summary: `${who} transfer statement: deposit and withdrawal requests with their status and remarks, newest first`,
      security, params, query: { ...RANGE, ...PAGE, kind: 'deposit or withdrawal', status: 'A request status (pending, hold, approve_completed, ...)' }, data: TransferPage,
      refusals: { ...refusals, 422: `${RANGE_REFUSALS}, ${quote(FILTER_MESSAGES.kind, FILTER_MESSAGES.transferStatus)}` },
    },
    'GET /export/:report': {
      summary: `Download ${who.toLowerCase()} report (bets, win-loss, statement, transfers) for the range as CSV or PDF, streamed; at most 10 downloads per 10 minutes${ops ? ' per operator; audited (reports.export)' : ''}`,
      security, params: { ...params, report: 'bets, win-loss, statement or transfers' }, query: EXPORT_QUERY, answer: EXPORT_ANSWER, refusals: { ...EXPORT_REFUSALS, ...refusals },
    },
  };
}

const prefixed = (prefix: string, specs: RouteSpecs): RouteSpecs => Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key.replace(' /', ` ${prefix}/`), spec]));

export const REPORT_SCHEMAS: RouteSpecs = {
  'GET /settings': { summary: 'The reports\' settings: the longest range a report may cover (operators set it) and the default range', security: player, data: ReportSettings },
  ...reports(player, "The player's"),
  'GET /ops/dashboard': {
    summary: "The console's landing figures for today (India time): deposits and withdrawals decided and waiting, GGR by product, the open liability, active players, the queues",
    security: operator, data: Dashboard,
  },
  'GET /ops/house': {
    summary: "The house's figures over a range: GGR and turnover by product and day, bonus cost, NGR, deposits and withdrawals, the biggest winners and losers",
    security: operator, query: RANGE, data: HouseReport, refusals: { 422: RANGE_REFUSALS },
  },
  'GET /ops/settings': { summary: "The reports' settings", security: operator, data: ReportSettings },
  'PUT /ops/settings': {
    summary: 'Set the longest range a report may cover', description: 'Admins only (403 "Only an admin can do this"). Audited (reports.settings). Takes an Idempotency-Key.',
    security: operator, body: schemaOf(ReportSettingsBody), data: ReportSettings, message: 'Report settings saved', refusals: { 422: FILTER_MESSAGES.maxRange },
  },
  'GET /ops/players/:player': { summary: 'The player a report is about: by id, user name or mobile, with their balances', security: operator, params: { player: "The player's id, user name or mobile" }, data: ReportPlayer, refusals: { 404: PLAYER_NOT_FOUND } },
  ...prefixed('/ops/players/:player', reports(operator, "The player's")),
};
