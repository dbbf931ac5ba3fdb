/** @khel/shared: the one copy every module loads through the import map. */
// The answers Home and every module read; the wallet's and the console's (contracts/wallet, ops, ops-config) are the
// separate module @khel/shared/contracts, off Home's path. The field decorators are here so both share one
// class-transformer (nested @Type) registry.
export * from './contracts/fields';
export * from './contracts/envelope';
export * from './contracts/site';
export * from './contracts/user';
export * from './contracts/notification';
export type { TransactionStatus, TransactionType } from './types';
export * from './bus/streams';
export * from './bus/prefs';
export { useObservable } from './bus/useObservable';
export { AUTH_COOKIE, getToken, saveSession, saveToken, setUser, restoreSession, isLoggedIn, logout } from './session/session';
export type { SessionData } from './session/session';
export { readCookie, writeCookie, clearAllCookies } from './session/cookies';
export { LOGIN_REQUIRED_PATHS, RETURN_TO_KEY, loginUrlFor, safeReturnPath } from './session/return-to';
// The token refresh itself is @khel/shared/kit's, loaded once logged in: only its starter and the claims reader are here.
export { loadOnLogin } from './session/on-login';
export { startTokenRefreshOnLogin } from './session/token-refresh-on-login';
export type { TokenRefreshDeps } from './session/token-refresh-on-login';
export { tokenClaims } from './session/token-claims';
export { runtimeConfig, DEFAULT_SERVICES } from './config/runtime';
export type { RuntimeConfig, ServiceName } from './config/runtime';
export { api, createServiceClient, REQUEST_TIMEOUT_MS } from './api/clients';
export { ApiError, decideError, NETWORK_ERROR, LOGGED_OUT_MESSAGE, otherStatusMessage } from './api/errors';
export { navigate, setNavigate } from './api/navigate';
export { APP_PATHS, NOT_FOUND_CLASS, NOT_FOUND_HTML, NOT_FOUND_LINK, NOT_FOUND_TITLE, PATHS } from './routes';
export type { PathName, PlayerApp } from './routes';
export { newIdempotencyKey } from './api/idempotency';
export * from './casino';
export * from './api/endpoints';
export { changeLanguage, initI18n, i18n, t, languagesList, DEFAULT_LANGUAGE } from './i18n/i18n';
export { formatDateTime, loadDateFormat, useFormatDateTime, isDateFormatLoaded, DATE_TIME_FORMAT, TIMEZONE, timeZone$, setTimeZoneChoice, readTimeZoneChoice, shownTimeZone, TIME_ZONE_KEY } from './format/datetime';
export type { TimeZoneChoice } from './format/datetime';
export { Modal } from './ui/Modal';
export type { ModalProps } from './ui/Modal';
export { Toasts, TOAST_MS } from './ui/Toasts';
export { FullScreenLoader, Spinner } from './ui/FullScreenLoader';
export { EmptyResult } from './ui/EmptyResult';
export { ErrorPanel } from './ui/ErrorPanel';
export { AppErrorBoundary, APP_ERROR_TEXT, APP_ERROR_TITLE, reportAppError } from './ui/AppErrorBoundary';
export { CopyButton } from './ui/CopyButton';
export { injectCss } from './ui/css';
export { importByName } from './import-by-name';
export { installTokens, tokensCss, tokens, tokenVar, colors as themeColors } from './ui/theme/tokens';
export { Icon, ICONS, registerIcons } from './ui/icons/Icon';
export type { IconName, IconProps, KitIconName } from './ui/icons/Icon';
export { KhelLogo, KhelMark, KhelWordmark } from './brand/Logo';
export { applyFavicon } from './brand/favicon';
export { EMPTY_ART, EmptyArtImage } from './brand/illustrations';
export type { EmptyArt } from './brand/illustrations';
export * from './money';
export { loadValidation, loadedValidation } from './validation-loader';
export { reactLifecycles } from './ui/react-lifecycles';
export type { AppLifecycles, AppProps } from './ui/react-lifecycles';
export { Toast } from './ui/primitives/Toast';
export type { ToastProps } from './ui/primitives/Toast';
// The other primitives and the bank badges are @khel/shared/kit (off Home's path); it takes its styles from here.
export { usePrimitiveStyles } from './ui/primitives/styles';
