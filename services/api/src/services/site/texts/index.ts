import { ACCOUNT_TEXTS } from './account';
import { BONUS_TEXTS } from './bonus';
import { CASINO_TEXTS } from './casino';
import { FANTASY_TEXTS } from './fantasy';
import { GAMES_TEXTS } from './games';
import { MATKA_TEXTS } from './matka';
import { MY_MARKET_TEXTS } from './my-market';
import { NOTIFICATION_TEXTS } from './notifications';
import { REFER_TEXTS } from './refer';
import { PROTECTION_TEXTS } from './protection';
import { REPORTS_TEXTS } from './reports';
import { SEARCH_TEXTS } from './search';
import { ROUTES_TEXTS } from './routes';
import { SLIP_TEXTS } from './slip';
import { WALLET_TEXTS } from './wallet';

/** Every area's texts (English key -> Hindi), beside the shell's and the wallet's lists in english-keys.ts. */
export const AREA_TEXTS: Record<string, string> = { ...GAMES_TEXTS, ...CASINO_TEXTS, ...MATKA_TEXTS, ...ACCOUNT_TEXTS, ...NOTIFICATION_TEXTS, ...WALLET_TEXTS, ...BONUS_TEXTS, ...REFER_TEXTS, ...PROTECTION_TEXTS, ...SLIP_TEXTS, ...FANTASY_TEXTS, ...REPORTS_TEXTS, ...SEARCH_TEXTS, ...ROUTES_TEXTS, ...MY_MARKET_TEXTS };
