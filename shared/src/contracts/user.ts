/** /user answers (SPEC §3 User, §7 the balance poll). */
import { Flag, Int, Maybe, Nested, Nums, Num, Text } from './fields';

/** The User entity as the client reads it (amounts in rupees). */
export class User {
  @Text() user_name!: string;
  @Num() balance!: number;
  @Num() expl!: number;
  @Int() bets_count!: number;
  @Num() earnBonus!: number;
  @Maybe() @Text() phone!: string | null;
  @Maybe() @Text() last_login_at!: string | null;
  @Flag() isDemo!: boolean;
  @Flag() notificationSubscribed!: boolean;
  @Flag() notificationUnsubscribed!: boolean;
  /** The player's own stake buttons; empty until saved (the client then uses the configured list). */
  @Nums() stakes?: number[];
  @Text() refer_code?: string;
}

export class SessionToken {
  @Text() token!: string;
  /** Expiry, seconds since the epoch. */
  @Int() exp!: number;
}

export class LoginResult extends SessionToken {
  @Nested(() => User) user!: User;
}

export class OtpSent {
  @Int() expires_in!: number;
}

export class PlInfo {
  @Int() bets_count!: number;
  @Num() total_stake!: number;
  @Num() total_win!: number;
  @Num() total_loss!: number;
  @Num() commission!: number;
  @Num() profit_loss!: number;
}

export class StakesSaved {
  @Nums() stakes!: number[];
}

/** The player's wallet figures (SPEC §9): bl = cash + bonus, ex = -exposure, bc = bets count, eb = bonus. */
export class Balance {
  @Num() bl!: number;
  @Num() ex!: number;
  @Int() bc!: number;
  @Num() eb!: number;
}

/** The balance poll's answer: the figures at the top level of the body (no envelope, SPEC §7). */
export class BalancePoll extends Balance {
  @Flag() success!: boolean;
}
