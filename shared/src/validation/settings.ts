/**
 * PUT /user/api/settings: each field optional (only what is sent changes). The refusals are API answers only (the
 * settings page offers valid choices), so they are not in the translated *_MESSAGES lists.
 */
import { IsIn, IsOptional, Matches } from 'class-validator';
import { FlagField } from './shape';

export const SETTINGS_REFUSALS = {
  timeZone: 'Time zone must be ist or device',
  language: 'Language must be a language code such as en or hi',
} as const;

export class PlayerSettingsDto {
  @IsOptional() @IsIn(['ist', 'device'], { message: SETTINGS_REFUSALS.timeZone }) time_zone?: 'ist' | 'device';
  @IsOptional() @Matches(/^[a-z]{2,3}$/, { message: SETTINGS_REFUSALS.language }) language?: string;
  @IsOptional() @FlagField('notifications_enabled') notifications_enabled?: boolean;
}
