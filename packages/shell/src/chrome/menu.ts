import type { CasinoSectionId, IconName } from '@khel/shared';

/** The side menu: every section of SPEC §2, each linking to its route (parameters given sensible defaults). */
export interface MenuItem {
  label: string;
  to: string;
  /** shown only to logged-in players */
  auth?: boolean;
  /** a casino section: shown only while it has games (issue 31) */
  casino?: CasinoSectionId;
}
export interface MenuSection {
  title: string;
  /** The icon beside the section's heading. */
  icon: IconName;
  items: MenuItem[];
}

export const MENU: MenuSection[] = [
  {
    title: 'Play',
    icon: 'play',
    items: [
      { label: 'Home', to: '/' },
      { label: 'Cricket', to: '/sports/cricket/4' },
      { label: 'Football', to: '/sports/football/1' },
      { label: 'Tennis', to: '/sports/tennis/2' },
      { label: 'Sports Book', to: '/sports-book' },
      { label: 'Casino', to: '/casino/all' },
      { label: 'Live Casino', to: '/casino/live', casino: 'live' },
      { label: 'Slots', to: '/casino/slots', casino: 'slots' },
      { label: 'Matka', to: '/matka' },
      { label: 'Horse Racing', to: '/racing-category/horse' },
      { label: 'Greyhound Racing', to: '/racing-category/greyhound' },
      { label: 'Cricket Fight', to: '/cricket-fight' },
      { label: 'My Contests', to: '/cricket-fight/my-contests', auth: true },
    ],
  },
  {
    title: 'Wallet',
    icon: 'wallet',
    items: [
      { label: 'Deposit', to: '/deposit', auth: true },
      { label: 'Withdrawal', to: '/withdrawal', auth: true },
      { label: 'Transactions', to: '/transaction', auth: true },
      { label: 'Bonus', to: '/bonus' },
      { label: 'Refer & Earn', to: '/refer-earn' },
    ],
  },
  {
    title: 'Reports',
    icon: 'reports',
    items: [
      { label: 'My Bets', to: '/bets', auth: true },
      { label: 'Bet History', to: '/bet-history', auth: true },
      { label: 'Win Loss', to: '/win-loss', auth: true },
      { label: 'Win Loss Details', to: '/win-loss-details', auth: true },
      { label: 'Casino Win Loss', to: '/casino-win-loss-details', auth: true },
      { label: 'Account Statement', to: '/account-statement', auth: true },
      { label: 'Transfer Statement', to: '/transfer-statement', auth: true },
    ],
  },
  {
    title: 'Account',
    icon: 'user',
    items: [
      { label: 'Notifications', to: '/notifications' },
      { label: 'Settings', to: '/setting' },
      { label: 'Time Setting', to: '/time-setting' },
      { label: 'Change Password', to: '/change-password', auth: true },
    ],
  },
  {
    title: 'Help',
    icon: 'help',
    items: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Terms & Conditions', to: '/policies/terms' },
      { label: 'Privacy Policy', to: '/policies/privacy' },
      { label: 'Responsible Gaming', to: '/responsible-gaming' },
    ],
  },
];

/** The menu a visitor sees: account entries only when logged in, a casino section only while it has games. */
export function visibleMenu(loggedIn: boolean, casino: readonly CasinoSectionId[] = []): MenuSection[] {
  const shown = (i: MenuItem) => (loggedIn || !i.auth) && (!i.casino || casino.includes(i.casino));
  return MENU.map((s) => ({ ...s, items: s.items.filter(shown) })).filter((s) => s.items.length);
}

export function searchMenu(query: string, loggedIn: boolean, casino: readonly CasinoSectionId[] = []): MenuItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return visibleMenu(loggedIn, casino)
    .flatMap((s) => s.items)
    .filter((i) => i.label.toLowerCase().includes(q));
}
