/** @khel/shared: the one copy every module loads through the import map. */
export * from './types';
export * from './bus/streams';
export * from './bus/prefs';
export { useObservable } from './bus/useObservable';
export { AUTH_COOKIE, getToken, saveSession, saveToken, setUser, restoreSession, isLoggedIn, logout } from './session/session';
export type { SessionData } from './session/session';
export { readCookie, writeCookie, clearAllCookies } from './session/cookies';
export { runtimeConfig, DEFAULT_SERVICES } from './config/runtime';
export type { RuntimeConfig, ServiceName } from './config/runtime';
export { api, createServiceClient, REQUEST_TIMEOUT_MS } from './api/clients';
export { ApiError, decideError, NETWORK_ERROR, LOGGED_OUT_MESSAGE, otherStatusMessage } from './api/errors';
export { navigate, setNavigate } from './api/navigate';
export * from './api/endpoints';
