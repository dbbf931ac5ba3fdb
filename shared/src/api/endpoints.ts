import type { ApiOk, Balance, MaintenanceWindow, SiteSettingsResponse, User } from '../types';
import { runtimeConfig } from '../config/runtime';
import { api } from './clients';

/** Typed calls every module needs: start-up, session and the player's account. */

export interface SiteVersion {
  version: string;
  maintenance: MaintenanceWindow | null;
}
export interface LoginResult {
  token: string;
  exp: number;
  user: User;
}
export type LoginBody = { type: 1; mobile: string; password: string } | { type: 2; user_id: string; password: string };
export interface RegisterBody {
  mobile: string;
  otp: string;
  password: string;
  confirm_password: string;
  refer_code?: string;
}
export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
  confirm_password: string;
  withdraw_password?: string;
  confirm_withdraw_password?: string;
}

const domain = () => ({ params: { domain: runtimeConfig().domain } });

export const fetchSiteVersion = async () => (await api.site.get<ApiOk<SiteVersion>>('/version', domain())).data.data;
export const fetchSiteSettings = async () => (await api.site.get<ApiOk<SiteSettingsResponse>>('/settings', domain())).data.data;

export const fetchUserInfo = async () => (await api.user.get<ApiOk<User>>('/api/get-user-info')).data.data;
/** The balance poll: quiet, the caller logs out on failure. */
export const fetchWalletBalance = async () => (await api.user.post<Balance>('/api/wallet-balance', {}, { quiet: true })).data;
export const saveStakes = async (stakes: number[]) => (await api.user.put<ApiOk<unknown>>('/api/stakes', { stakes })).data;

export const login = async (body: LoginBody) => (await api.user.post<ApiOk<LoginResult>>('/auth/login', body)).data;
export const demoLogin = async () => (await api.user.post<ApiOk<LoginResult>>('/auth/demo-login', {})).data;
export const sendOtp = async (mobile: string, type: 'register' | 'forgot') =>
  (await api.user.post<ApiOk<unknown>>('/auth/send-otp', { mobile, type })).data;
export const register = async (body: RegisterBody) => (await api.user.post<ApiOk<LoginResult | null>>('/auth/register', body)).data;
export const forgotPassword = async (body: Omit<RegisterBody, 'refer_code'>) =>
  (await api.user.post<ApiOk<unknown>>('/auth/forgot-password', body)).data;
export const changePassword = async (body: ChangePasswordBody) => (await api.user.post<ApiOk<unknown>>('/auth/change-password', body)).data;
export const logoutCall = async () => (await api.user.post<ApiOk<unknown>>('/auth/logout', {}, { quiet: true })).data;
export const refreshToken = async () => (await api.user.post<ApiOk<{ token: string; exp: number }>>('/auth/refresh', {})).data.data;
