/** The console's paths, under the router's basename (/backoffice, PATHS.backoffice in @khel/shared). */
export const CONSOLE_PATHS = {
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  requests: '/requests',
  request: '/requests/:id',
  players: '/players',
  player: '/players/:id',
  sports: '/sports',
  sportsEvent: '/sports/events/:id',
  walletConfig: '/config/wallet',
  payments: '/config/payments',
  site: '/config/site',
  modules: '/modules',
  operators: '/operators',
  audit: '/audit',
  password: '/password',
} as const;
