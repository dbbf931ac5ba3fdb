/** The player's settings kept on the server (issue 15 part 4): GET and PUT /user/api/settings. */
import { Flag, Maybe, Note, OneOf, Text } from './fields';

export const TIME_ZONE_CHOICES = ['ist', 'device'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];

export class PlayerSettings {
  @Note("'ist': India Standard Time; 'device': the browser's own time zone") @OneOf(TIME_ZONE_CHOICES) time_zone!: TimeZoneChoice;
  @Note('Language code; null until chosen') @Maybe() @Text() language!: string | null;
  @Note('false: no web pushes (the inbox still keeps every notification)') @Flag() notifications_enabled!: boolean;
}
