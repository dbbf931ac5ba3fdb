/** The player's settings kept on the server (issue 15 part 4): GET and PUT /user/api/settings. */
import { Flag, Maybe, Note, Num, Nums, OneOf, Text } from './fields';

export const TIME_ZONE_CHOICES = ['ist', 'device'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];

export class PlayerSettings {
  @Note("'ist': India Standard Time; 'device': the browser's own time zone") @OneOf(TIME_ZONE_CHOICES) time_zone!: TimeZoneChoice;
  @Note('Language code; null until chosen') @Maybe() @Text() language!: string | null;
  @Note('false: no web pushes (the inbox still keeps every notification)') @Flag() notifications_enabled!: boolean;
}

/** GET and PUT /user/api/click-bet (issue 30): one-click betting, off by default. Stakes in whole rupees. */
export class ClickBet {
  @Note('On: a tap on a price places the bet at click_bet_stake with no slip') @Flag() click_bet_on!: boolean;
  @Note('The 4 one-click stake buttons (rupees)') @Nums() click_bet_values!: number[];
  @Note('The selected one-click stake (rupees), one of click_bet_values') @Num() click_bet_stake!: number;
}
