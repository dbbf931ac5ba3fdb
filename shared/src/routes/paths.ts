/**
 * The site's paths (SPEC §2), one list per application, as react-router patterns ('/policies/:type').
 * Each app's route table takes its paths from here, and root-config's layout mounts each app on exactly these
 * paths (nothing else: any other path, sub-paths included, is the 404 page). A new screen is one line here and one
 * row in its app's route table.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  forgetPassword: '/forget-password',
  faq: '/faq',
  maintenance: '/maintenance',
  policies: '/policies/:type',
  setting: '/setting',
  timeSetting: '/time-setting',
  changePassword: '/change-password',
  notifications: '/notifications',
  referEarn: '/refer-earn',
  bonus: '/bonus',
  search: '/search',
  responsibleGaming: '/responsible-gaming',

  deposit: '/deposit',
  withdrawal: '/withdrawal',
  transaction: '/transaction',
  transactionDetails: '/transaction-details/:id',

  sports: '/sports/:type/:id',
  sportsLeague: '/sports/:type/:id/:league_id',
  sportsEventDetail: '/sports-event-detail/:event_id',
  sportsBook: '/sports-book',
  myMarket: '/my-market',
  casino: '/casino/:section',
  matka: '/matka',
  matkaDetails: '/matka-details/:itemDetail',
  racingCategory: '/racing-category/:type',

  bets: '/bets',
  betHistory: '/bet-history',
  winLoss: '/win-loss',
  winLossDetails: '/win-loss-details',
  casinoWinLossDetails: '/casino-win-loss-details',
  accountStatement: '/account-statement',
  transferStatement: '/transfer-statement',

  cricketFight: '/cricket-fight',
  cricketFightMatch: '/cricket-fight/:id',
  cricketFightPlaceBet: '/cricket-fight/:id/place-bet',
  cricketFightMyContests: '/cricket-fight/my-contests',
  cricketFightMyContest: '/cricket-fight/my-contests/:id',

  /** The operator console: everything under it is the backoffice app's own (its route table, basename). */
  backoffice: '/backoffice',
} as const;

export type PathName = keyof typeof PATHS;

const p = PATHS;

/** Which application owns which player path. @khel/shell is mounted on every player path; these are its pages. */
export const APP_PATHS = {
  '@khel/shell': [
    p.home,
    p.login,
    p.signUp,
    p.forgetPassword,
    p.faq,
    p.maintenance,
    p.policies,
    p.setting,
    p.timeSetting,
    p.changePassword,
    p.notifications,
    p.referEarn,
    p.bonus,
    p.search,
    p.responsibleGaming,
  ],
  '@khel/wallet': [p.deposit, p.withdrawal, p.transaction, p.transactionDetails],
  '@khel/games': [p.sports, p.sportsLeague, p.sportsEventDetail, p.sportsBook, p.myMarket, p.casino, p.matka, p.matkaDetails, p.racingCategory],
  '@khel/reports': [p.bets, p.betHistory, p.winLoss, p.winLossDetails, p.casinoWinLossDetails, p.accountStatement, p.transferStatement],
  '@khel/fantasy': [p.cricketFight, p.cricketFightMatch, p.cricketFightPlaceBet, p.cricketFightMyContests, p.cricketFightMyContest],
} as const satisfies Record<string, readonly string[]>;

export type PlayerApp = keyof typeof APP_PATHS;

