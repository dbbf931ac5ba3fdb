/** Shapes shared by every front-end module (fields as the back end sends them). */

export interface User {
  user_name: string;
  balance: number;
  expl: number;
  bets_count: number;
  earnBonus: number;
  phone: string | null;
  last_login_at: string | null;
  isDemo: boolean;
  notificationSubscribed: boolean;
  notificationUnsubscribed: boolean;
  stakes?: number[];
}

/** A deposit or withdrawal request's kind (wallet_transactions.type), as the server, the wallet and the console read it. */
export type TransactionType = 'client_deposit' | 'manual_deposit' | 'client_withdrawal' | 'manual_withdrawal';

/** A deposit or withdrawal request's status (wallet_transactions.status); the server's state machine moves it. */
export type TransactionStatus =
  | 'pending'
  | 'hold'
  | 'approve_in_process'
  | 'approve_completed'
  | 'reject_in_process'
  | 'reject_completed'
  | 'expired'
  | 'cancelled';

export interface Balance {
  bl: number;
  ex: number;
  bc: number;
  eb: number;
}

export interface Language {
  code: string;
  name: string;
  url: string;
}

export interface Poster {
  poster_type: number;
  image?: string;
  url?: string;
  [key: string]: unknown;
}

export interface SiteSetting {
  announcement?: string | null;
  poster?: Poster[];
  aws_url?: string;
  storage_path?: { domain_image?: string; site_map?: string };
  logo?: string;
  fav_logo?: string;
  app_logo?: string;
  site_title?: string;
  domain_name?: string;
  meta_pixel_code?: string;
  meta_tags?: string;
  g_tags?: string;
  site_map?: string;
  front_css?: string;
  languagesList?: Language[];
  language_code?: string;
  business_type?: number;
  social_link?: { email?: string; whatsappno1?: string };
  [key: string]: unknown;
}

export interface Bonus {
  bonusType: string;
  methodIds: string;
  percentage: number;
}

export interface SiteSettingsResponse {
  siteSetting: SiteSetting;
  casino_url: string | null;
  bonus_data: Bonus[] | null;
}

export interface MaintenanceWindow {
  from_date: string;
  to_date: string;
}

/** Success envelope of every API call. */
export interface ApiOk<T> {
  success: true;
  status: 1;
  message: string;
  data: T;
}

/** Error envelope of every API call. */
export interface ApiErrorBody {
  success: false;
  status: 0;
  statusCode: number;
  message: string;
  error: string;
  errors: string | string[] | null;
  details?: string[];
}
