/** The demo logins the seed creates; `npm start` prints them, tests and scripts log in with them. */
export const DEMO_CREDENTIALS = {
  player: { user_name: 'player1', mobile: '9876543210', password: 'Player@123' },
  demoUser: { user_name: 'demo_player', password: 'Demo@12345' },
  admin: { username: 'admin', password: 'Admin@1234', role: 'admin' },
  agent: { username: 'agent', password: 'Agent@1234', role: 'agent' },
  trader: { username: 'trader', password: 'Trader@1234', role: 'trader' },
  risk: { username: 'risk', password: 'Risk@12345', role: 'risk' },
} as const;

/** The demo operators, one per role that works a desk (issue 27: pricing and settling are a trader's, risk approves). */
export const DEMO_OPERATORS = [DEMO_CREDENTIALS.admin, DEMO_CREDENTIALS.agent, DEMO_CREDENTIALS.trader, DEMO_CREDENTIALS.risk] as const;

/** The seeded player's starting balance, in rupees. */
export const DEMO_PLAYER_START_RUPEES = 10_000;
