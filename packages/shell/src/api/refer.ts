import { api, decode, decodeOk, type ApiOk } from '@khel/shared';
import { contracts } from './contracts';
import './device'; // these calls carry the browser's device id (refer and earn's same-device check)
import type { PlayerSettingsDto } from '@khel/shared/validation';

/** The shell's refer and settings calls (user service): answers are the shared contract classes. */

type Fields<T> = { [K in keyof T]: T[K] };
export type SettingsChange = Fields<PlayerSettingsDto>;

export const fetchReferSummary = async () => decode((await contracts()).ReferSummary, (await api.user.get<ApiOk<unknown>>('/refer')).data.data);

/** Quiet: the settings page and the login sync work from the local copy when the server cannot be reached. */
export const fetchPlayerSettings = async () => decode((await contracts()).PlayerSettings, (await api.user.get<ApiOk<unknown>>('/api/settings', { quiet: true })).data.data);

export const savePlayerSettings = async (change: SettingsChange) => decodeOk((await contracts()).PlayerSettings, (await api.user.put<ApiOk<unknown>>('/api/settings', change)).data);
