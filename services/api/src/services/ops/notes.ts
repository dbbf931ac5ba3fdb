/** What the /ops routes' schemas cannot say: refusal texts and behaviour, published as OpenAPI descriptions. */
export const OPS_NOTES: Record<string, string> = {
  'POST /auth/login':
    'Token audience `operator` (a player token gets 401 on every /ops call). Roles viewer, agent, trader, risk and admin, each with its permissions (docs/security.md); a call the role may not make gets 403 naming the missing permission, e.g. "Your role (agent) cannot do this: it needs the permission sports.price (…), held by trader, admin". The answer lists the permissions of the role. Wrong username or password: 401 "Invalid username or password". Five tries for a username from one address in 15 minutes, or 50 from anywhere: 429 "Too many failed sign-ins. Please try again in 15 minutes." Every POST/PUT/PATCH of /ops takes an Idempotency-Key (per operator); the same key on another call is 422 "This Idempotency-Key was used for another request".',
  'POST /auth/logout': 'Its token then gets 401 "Your session has ended. Please sign in again."',
  'GET /requests': 'Newest first. status: one or several comma-separated; from/to: YYYY-MM-DD, India time, both days included; method: name or id; q: request id, UTR, mobile or part of the user name ("#123" means request 123 only); page_size 1–100 (default 20). A wrong value is 422 naming it.',
  'GET /requests/:id': '404 "Request not found".',
  'POST /requests/:id/approve':
    'Deposit: credits approved_amount (default the requested amount; above it waits for a second operator; at most the deposit maximum: 422 "Approved amount cannot be more than the deposit maximum of {max}"). Withdrawal (paid out): exactly the held amount. pending|hold -> approve_in_process -> approve_completed; any other transition is 409, e.g. "Request #12 is approved and cannot be approved". One transaction: posting, status events, audit.',
  'POST /requests/:id/reject': 'A withdrawal\'s hold returns to cash. pending|hold -> reject_in_process -> reject_completed.',
  'POST /requests/:id/hold': 'pending -> hold (players see "In Process"); sets hold_at.',
  'GET /players/:id': '404 "Player not found". Ledger: latest 100 entries; transactions: latest 50.',
  'POST /players/:id/block': 'Ends every live session of the player (their next call is 401).',
  'PUT /config/wallet':
    'Saves what is given. Rules HTML is sanitised on save (sanitize-html). 422 e.g. "deposit_range.min cannot be more than deposit_range.max", "stake_button must be a list of 1 to 12 amounts", "rules.deposit: \\"english\\" is not a language code", "deposit_video.en must be an http(s) URL or a path on the site", "request_expiry_minutes must be a whole number from 1 to 43200".',
  'POST /config/payment-methods': '409 "A payment method named \\"x\\" already exists".',
  'PATCH /config/payment-methods/:id': '404 "Payment method not found".',
  'POST /config/master-accounts': 'Checked by the method\'s type (bank: account number of 6–20 digits and a valid IFSC; upi: UPI ID or QR; crypto: wallet ID; social: number or link). 422 "Account holder name is required", "A bank account needs a valid IFSC code", …',
  'PATCH /config/master-accounts/:id': '404 "Master account not found".',
  'PUT /config/site': 'The sites trigger bumps the version, so players re-fetch the settings. 422 "Maintenance must end after it starts".',
  'POST /modules/set': 'The URL is fetched and must be a System module exporting bootstrap, mount and unmount; the map is written atomically, the old one kept in history. 422 with the check\'s reason (e.g. "… does not export unmount", "… answered 404").',
  'POST /modules/rollback': '422 "no earlier import map to roll back to".',
};
