import { BonusItem, OpsBonusConfig, OpsBonusPlayer, OpsBonusSweepReport, type OpsBonusGrantBody, type OpsBonusMethodBody, type OpsBonusSettingsBody } from '@khel/shared/contracts';
import { get, post } from './request';

/** Every /ops/bonus call the console's bonus screen makes: shared body classes out, shared contract classes back. */

export const getBonusConfig = () => get(OpsBonusConfig, '/bonus/config');
export const saveBonusSettings = (body: OpsBonusSettingsBody) => post(OpsBonusConfig, '/bonus/config', body);
export const saveMethodBonus = (methodId: string, body: OpsBonusMethodBody) => post(OpsBonusConfig, `/bonus/methods/${methodId}`, body);
export const grantBonus = (body: OpsBonusGrantBody) => post(BonusItem, '/bonus/grants', body);
export const getPlayerBonuses = (userId: string) => get(OpsBonusPlayer, `/bonus/players/${encodeURIComponent(userId)}`);
export const runBonusSweep = () => post(OpsBonusSweepReport, '/bonus/sweep', {});
