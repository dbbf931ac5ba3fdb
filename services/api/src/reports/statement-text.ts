import {
  fillTemplate, REPORTS_MESSAGES, STATEMENT_MESSAGES, type ReportLink, type ReportProduct, type ReportText, type StatementMessage,
} from '@khel/shared/contracts';
import { betNames } from './bet-view';
import { dayIn } from './range';

/**
 * What a statement row says, from the facts of the posting behind it (its kind and memo, the bet it placed or the
 * bets it settled, the deposit or withdrawal request, the bonus): "Back India @ 1.85 won", "Deposit by UPI approved",
 * with a link to what caused it. Postings of kinds this code does not know yet (another product's) are still
 * described by what they point at (a bet, settled bets, a request, a bonus), else as an adjustment.
 */
export interface StatementFacts {
  kind: string;
  amount: bigint;
  /** ISO instant */
  at: string;
  memo: Record<string, unknown> | null;
  /** The bet the posting placed (sports bet, casino stake or win, the first bet of a matka slip). */
  bet: BetFacts | null;
  /** The bets the posting settled (or whose settlement it reverses): how many, and the first of them. */
  settled: { count: number; pnl: bigint; first: BetFacts } | null;
  wallet: { id: string; type: string; status: string; method: string | null } | null;
  bonus: { id: string; kind: string } | null;
}

export interface BetFacts {
  id: string;
  product: ReportProduct;
  marketId: string;
  side: string;
  oddsX100: number | null;
  status: string;
  pnl: bigint | null;
  description: Record<string, unknown> | null;
  eventId: string | null;
  matkaMarketId: string | null;
}

type Described = { text: ReportText; link: ReportLink | null };

const sideLabel = (side: string): string => (REPORTS_MESSAGES as Record<string, string>)[side] ?? side;

function text(key: StatementMessage, params: Record<string, string> = {}, translate: string[] = []): ReportText {
  const english = fillTemplate(STATEMENT_MESSAGES[key], params);
  return { key: STATEMENT_MESSAGES[key], params, translate, text: english };
}

const odds = (x100: number | null) => (x100 === null ? '-' : (x100 / 100).toFixed(2));
const betLink = (b: BetFacts): ReportLink => ({ type: 'bet', id: b.id, path: `/bet-history?bet=${b.id}` });

/** "Back India @ 1.85 <outcome>" for a sports (or any exchange) bet. */
function betText(key: StatementMessage, b: BetFacts): ReportText {
  const names = betNames({ product: b.product, description: b.description, event_id: b.eventId, matka_market_id: b.matkaMarketId });
  return text(key, { side: sideLabel(b.side), selection: names.selection, odds: odds(b.oddsX100) }, ['side']);
}

function marketName(b: BetFacts): string {
  const names = betNames({ product: b.product, description: b.description, event_id: b.eventId, matka_market_id: b.matkaMarketId });
  return [names.event, names.market].filter(Boolean).join(' · ');
}

function outcomeKey(pnl: bigint | null, status: string): StatementMessage {
  if (status === 'void') return 'betVoid';
  if (pnl === null || pnl === 0n) return 'betEven';
  return pnl > 0n ? 'betWon' : 'betLost';
}

function casinoText(kind: string, amount: bigint, b: BetFacts): ReportText {
  const names = betNames({ product: b.product, description: b.description, event_id: b.eventId, matka_market_id: b.matkaMarketId });
  const key: StatementMessage = kind === 'casino_rollback' ? 'casinoRefund' : kind === 'casino_credit' || amount > 0n ? 'casinoWin' : 'casinoStake';
  return text(key, { game: names.event, round: names.selection });
}

function matkaParams(b: BetFacts): Record<string, string> {
  const d = b.description ?? {};
  return { market: typeof d.market === 'string' ? d.market : '', date: typeof d.date === 'string' ? d.date : '' };
}

function settlementText(f: StatementFacts, zone: string): Described {
  const s = f.settled!;
  const first = s.first;
  const reversal = f.kind.endsWith('_reversal');
  if (first.product === 'matka') {
    return { text: text(reversal ? 'matkaReversed' : 'matkaSettled', matkaParams(first)), link: betLink(first) };
  }
  const marketLink: ReportLink = {
    type: 'market',
    id: first.marketId,
    path: `/win-loss-details?product=${first.product}&market=${first.marketId}&date=${dayIn(new Date(f.at), zone)}`,
  };
  if (reversal) return { text: text('settlementReversed', { market: marketName(first) }), link: marketLink };
  if (s.count === 1) return { text: betText(outcomeKey(s.pnl, first.status), first), link: betLink(first) };
  return { text: text('marketSettled', { market: marketName(first), count: String(s.count) }), link: marketLink };
}

function walletText(f: StatementFacts): Described {
  const w = f.wallet!;
  const withdrawal = w.type.endsWith('_withdrawal');
  const link: ReportLink = { type: withdrawal ? 'withdrawal' : 'deposit', id: w.id, path: `/transaction-details/${w.id}` };
  if (!withdrawal) return { text: text('deposit', { method: w.method ?? '' }), link };
  if (f.kind === 'withdrawal_payout') return { text: text('withdrawalPaid'), link };
  return { text: text(f.amount < 0n ? 'withdrawalHeld' : 'withdrawalReturned'), link };
}

function bonusText(f: StatementFacts): Described {
  const b = f.bonus!;
  const link: ReportLink = { type: 'bonus', id: b.id, path: '/bonus' };
  if (f.kind === 'bonus_release') return { text: text('bonusReleased'), link };
  if (f.kind === 'bonus_forfeit') return { text: text('bonusForfeited'), link };
  if (f.kind === 'bonus_expire') return { text: text('bonusExpired'), link };
  return { text: text('bonusAdded', { bonus: sideLabel(b.kind) }, ['bonus']), link };
}

const PLAIN: Record<string, StatementMessage> = { refer_reward: 'referReward', opening_balance: 'openingBalance', demo_credit: 'demoBalance' };

export function describeStatementRow(f: StatementFacts, zone: string): Described {
  if (f.settled) return settlementText(f, zone);
  if (f.bet) {
    const b = f.bet;
    if (b.product === 'casino') return { text: casinoText(f.kind, f.amount, b), link: betLink(b) };
    if (b.product === 'matka') {
      const count = typeof f.memo?.bets === 'number' ? String(f.memo.bets) : '1';
      return { text: text('matkaSlip', { ...matkaParams(b), count }), link: betLink(b) };
    }
    return { text: betText('betPlaced', b), link: betLink(b) };
  }
  if (f.wallet) return walletText(f);
  if (f.bonus) return bonusText(f);
  return { text: text(PLAIN[f.kind] ?? 'adjustment'), link: null };
}
