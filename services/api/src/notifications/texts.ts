/**
 * The notifications' texts (English; the Hindi is in services/site/texts/notifications.ts under the same keys).
 * {{amount}} is formatted as the product formats rupees (formatRupees: ₹1,000.00); {{remark}} is the operator's
 * remark as written; {{market}} the settled market as the player knows it.
 */
export interface TextKeys {
  title: string;
  body: string;
}

export const NOTIFICATION_TEXTS = {
  depositApproved: { title: 'Deposit approved', body: 'Your deposit of {{amount}} was approved and added to your balance.' },
  depositRejected: { title: 'Deposit rejected', body: 'Your deposit of {{amount}} was rejected. Reason: {{remark}}' },
  depositRejectedNoRemark: { title: 'Deposit rejected', body: 'Your deposit of {{amount}} was rejected. Please contact support if you need help.' },
  withdrawalPaid: { title: 'Withdrawal paid', body: 'Your withdrawal of {{amount}} has been paid to your account.' },
  withdrawalRejected: { title: 'Withdrawal rejected', body: 'Your withdrawal of {{amount}} was rejected and the amount is back in your balance. Reason: {{remark}}' },
  withdrawalRejectedNoRemark: { title: 'Withdrawal rejected', body: 'Your withdrawal of {{amount}} was rejected and the amount is back in your balance.' },
  betsWon: { title: 'Bets settled', body: '{{market}}: you won {{amount}}.' },
  betsLost: { title: 'Bets settled', body: '{{market}}: you lost {{amount}}.' },
  betsEven: { title: 'Bets settled', body: '{{market}}: your bets settled with no profit or loss.' },
  betsVoid: { title: 'Bets void', body: '{{market}}: your bets were void and your stakes returned.' },
  rollbackTaken: { title: 'Result corrected', body: '{{market}}: the result was rolled back to be corrected, your bets are open again and {{amount}} was taken from your balance.' },
  rollbackTakenReason: { title: 'Result corrected', body: '{{market}}: the result was rolled back, your bets are open again and {{amount}} was taken from your balance. Reason: {{reason}}' },
  rollbackAdded: { title: 'Result corrected', body: '{{market}}: the result was rolled back to be corrected, your bets are open again and {{amount}} was returned to your balance.' },
  rollbackAddedReason: { title: 'Result corrected', body: '{{market}}: the result was rolled back, your bets are open again and {{amount}} was returned to your balance. Reason: {{reason}}' },
} as const satisfies Record<string, TextKeys>;

/**
 * A notification's English title and body with the params filled in, and `data.t` (the keys and params) from which
 * the player's screens show it in their language. The one way every writer words a notification.
 */
export function notificationText(keys: TextKeys, params: Record<string, string | number> = {}) {
  return { title: fill(keys.title, params), body: fill(keys.body, params), data: { t: { title: keys.title, body: keys.body, params } } };
}

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function settledText(pnl: bigint): TextKeys {
  if (pnl > 0n) return NOTIFICATION_TEXTS.betsWon;
  if (pnl < 0n) return NOTIFICATION_TEXTS.betsLost;
  return NOTIFICATION_TEXTS.betsEven;
}
