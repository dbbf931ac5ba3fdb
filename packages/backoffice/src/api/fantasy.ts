import {
  OpsFantasyFightPage, OpsFantasyMatchDetail, OpsFantasyMatchList, OpsFantasyRollbackReport, OpsFantasySettleReport,
  type OpsFantasyMatchBody, type OpsFantasyRollbackBody, type OpsFantasyScoresBody, type OpsFantasyStatusBody,
} from '@khel/shared/contracts';
import { get, post } from './request';

/**
 * Every /ops/fantasy call the console's fantasy pages make: the bodies are the shared request classes, the answers
 * are decoded into the shared contract classes.
 */

export const listMatches = () => get(OpsFantasyMatchList, '/fantasy/matches');
export const getMatch = (id: string) => get(OpsFantasyMatchDetail, `/fantasy/matches/${id}`);
export const listFights = (id: string, params: { status?: string; page: number }) => get(OpsFantasyFightPage, `/fantasy/matches/${id}/fights`, params);
export const createMatch = (body: OpsFantasyMatchBody) => post(OpsFantasyMatchDetail, '/fantasy/matches', body);
export const updateMatch = (id: string, body: OpsFantasyMatchBody) => post(OpsFantasyMatchDetail, `/fantasy/matches/${id}`, body);
export const enterScores = (id: string, body: OpsFantasyScoresBody) => post(OpsFantasyMatchDetail, `/fantasy/matches/${id}/scores`, body);
export const correctScores = (id: string, body: OpsFantasyScoresBody) => post(OpsFantasySettleReport, `/fantasy/matches/${id}/corrections`, body);
export const setStatus = (id: string, body: OpsFantasyStatusBody) => post(OpsFantasySettleReport, `/fantasy/matches/${id}/status`, body);
export const settle = (id: string) => post(OpsFantasySettleReport, `/fantasy/matches/${id}/settle`, {});
export const rollback = (id: string, body: OpsFantasyRollbackBody) => post(OpsFantasyRollbackReport, `/fantasy/matches/${id}/rollback`, body);
