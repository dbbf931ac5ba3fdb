/** The reports' texts (issue 28): the statement's row templates, the screens' and exports' messages, the filters'
 * refusals, and the one template filler the server's exports and the console use. */

/**
 * The statement's texts, one per kind of money movement: i18next keys (the English), filled with the row's params.
 * Params named in a row's `translate` are English keys themselves (Back, Single, ...), translated before filling.
 */
export const STATEMENT_MESSAGES = {
  betPlaced: '{{side}} {{selection}} @ {{odds}} placed',
  betWon: '{{side}} {{selection}} @ {{odds}} won',
  betLost: '{{side}} {{selection}} @ {{odds}} lost',
  betVoid: '{{side}} {{selection}} @ {{odds}} void',
  betEven: '{{side}} {{selection}} @ {{odds}} settled',
  marketSettled: '{{market}} settled ({{count}} bets)',
  settlementReversed: 'Result of {{market}} rolled back',
  casinoStake: '{{game}}: stake on round {{round}}',
  casinoWin: '{{game}}: win on round {{round}}',
  casinoRefund: '{{game}}: stake refunded on round {{round}}',
  matkaSlip: 'Matka {{market}} {{date}}: slip of {{count}} bets',
  matkaSettled: 'Matka {{market}} {{date}}: result paid',
  matkaReversed: 'Matka {{market}} {{date}}: result rolled back',
  deposit: 'Deposit by {{method}} approved',
  withdrawalHeld: 'Withdrawal requested',
  withdrawalPaid: 'Withdrawal paid out',
  withdrawalReturned: 'Withdrawal not paid: amount returned',
  bonusAdded: '{{bonus}} added',
  bonusReleased: 'Bonus released to the main wallet',
  bonusForfeited: 'Bonus forfeited on a withdrawal',
  bonusExpired: 'Bonus expired',
  referReward: 'Referral reward',
  openingBalance: 'Opening balance',
  demoBalance: 'Demo balance',
  adjustment: 'Adjustment',
} as const;
export type StatementMessage = keyof typeof STATEMENT_MESSAGES;

/** Labels the reports show for API values (sides, bet types, products, bonus kinds, results): English keys. */
export const REPORTS_MESSAGES = {
  back: 'Back',
  lay: 'Lay',
  yes: 'Yes',
  no: 'No',
  win: 'Win',
  place: 'Place',
  bet: 'Bet',
  single: 'Single',
  jodi: 'Jodi',
  single_patti: 'Single Patti',
  double_patti: 'Double Patti',
  triple_patti: 'Triple Patti',
  half_sangam_open: 'Half Sangam (open)',
  half_sangam_close: 'Half Sangam (close)',
  full_sangam: 'Full Sangam',
  sports: 'Sports',
  casino: 'Casino',
  matka: 'Matka',
  fantasy: 'Fantasy',
  payment: 'Deposit bonus',
  welcome: 'Welcome bonus',
  grant: 'Bonus',
  refer: 'Referral bonus',
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  even: 'Even',
  void: 'Void',
  pending: 'Pending',
  matched: 'Matched',
} as const;

/**
 * The reports' refusals (422 unless said), shown to the player as sent (and in Hindi: they are keys too).
 * {{days}} is filled by the server.
 */
export const FILTER_MESSAGES = {
  from: 'from must be a date (YYYY-MM-DD)',
  to: 'to must be a date (YYYY-MM-DD)',
  order: 'The start date must not be after the end date',
  tooLong: 'The date range can be at most {{days}} days',
  zone: 'tz must be a time zone such as Asia/Kolkata',
  product: 'product must be one of sports, casino, matka, fantasy',
  state: 'state must be open or settled',
  status: 'status must be one of pending, matched, won, lost, void',
  statusState: 'This status does not fit the chosen tab',
  sport: 'sport must be a sport code such as cricket',
  market: 'market_id must be a number',
  marketProduct: 'Choose the product of the market',
  account: 'account must be cash or bonus',
  kind: 'kind must be deposit or withdrawal',
  transferStatus: 'status must be a request status',
  cursor: 'This page link is not valid any more. Please reload the report.',
  limit: 'limit must be a whole number from 1 to 200',
  format: 'format must be csv or pdf',
  report: 'report must be one of bets, win-loss, statement, transfers',
  betId: 'Bet not found',
  tooMany: 'Too many downloads. Please try again in a few minutes.',
  maxRange: 'max_range_days must be a whole number from 1 to 366',
} as const;

/** The English text of a template: {{name}} replaced by its param (the server's exports and the console use it). */
export function fillTemplate(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
