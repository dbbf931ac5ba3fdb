import type { ChangePasswordDto, ForgotPasswordDto, LoginDto, RegisterDto } from '../validation';
import type { ApiOk } from '../contracts/envelope';
import { MaintenanceWindow, SiteSettingsResponse, SiteVersion } from '../contracts/site';
import { BalancePoll, LoginResult, OtpSent, SessionToken, StakesSaved, User } from '../contracts/user';
import { runtimeConfig } from '../config/runtime';
import { api } from './clients';
import { decode, decodeOk } from './decode';

export { decode, decodeList, decodeOk } from './decode';

/** Typed calls every module needs: start-up, session and the player's account. Answers become the contract classes. */

export type { MaintenanceWindow };
/** The request bodies are the shared DTOs' fields (the forms validate with the same classes). */
type Fields<T> = { [K in keyof T]: T[K] };
export type LoginBody = Fields<LoginDto>;
export type RegisterBody = Fields<RegisterDto>;
export type ChangePasswordBody = Fields<ChangePasswordDto>;
export type ForgotPasswordBody = Fields<ForgotPasswordDto>;

const domain = () => ({ params: { domain: runtimeConfig().domain } });

export const fetchSiteVersion = async () => decode(SiteVersion, (await api.site.get<ApiOk<unknown>>('/version', domain())).data.data);
export const fetchSiteSettings = async () => decode(SiteSettingsResponse, (await api.site.get<ApiOk<unknown>>('/settings', domain())).data.data);

export const fetchUserInfo = async () => decode(User, (await api.user.get<ApiOk<unknown>>('/api/get-user-info')).data.data);
/** The balance poll: quiet, the caller logs out on failure. */
export const fetchWalletBalance = async () => decode(BalancePoll, (await api.user.post<unknown>('/api/wallet-balance', {}, { quiet: true })).data);
export const saveStakes = async (stakes: number[]) => decodeOk(StakesSaved, (await api.user.put<ApiOk<unknown>>('/api/stakes', { stakes })).data);

export const login = async (body: LoginBody) => decodeOk(LoginResult, (await api.user.post<ApiOk<unknown>>('/auth/login', body)).data);
export const demoLogin = async () => decodeOk(LoginResult, (await api.user.post<ApiOk<unknown>>('/auth/demo-login', {})).data);
export const sendOtp = async (mobile: string, type: 'register' | 'forgot') =>
  decodeOk(OtpSent, (await api.user.post<ApiOk<unknown>>('/auth/send-otp', { mobile, type })).data);
export const register = async (body: RegisterBody) => decodeOk(LoginResult, (await api.user.post<ApiOk<unknown>>('/auth/register', body)).data);
export const forgotPassword = async (body: ForgotPasswordBody) =>
  (await api.user.post<ApiOk<unknown>>('/auth/forgot-password', body)).data;
export const changePassword = async (body: ChangePasswordBody) => (await api.user.post<ApiOk<unknown>>('/auth/change-password', body)).data;
export const logoutCall = async () => (await api.user.post<ApiOk<unknown>>('/auth/logout', {}, { quiet: true })).data;
export const refreshToken = async () => decode(SessionToken, (await api.user.post<ApiOk<unknown>>('/auth/refresh', {})).data.data);
