/**
 * @khel/shared/kit: the form and table primitives and the bank badges, a System module of its own so Home (which
 * uses none of them) does not load them. Built with everything else of @khel/shared (styles, Icon, money, the bus)
 * taken from @khel/shared itself (scripts/webpack/module-config.js), so the page holds one copy of each.
 */
export { Button } from './ui/primitives/Button';
export type { ButtonProps, ButtonVariant } from './ui/primitives/Button';
export { Field } from './ui/primitives/Field';
export type { FieldProps, FieldIds } from './ui/primitives/Field';
export { Input } from './ui/primitives/Input';
export type { InputProps } from './ui/primitives/Input';
export { AmountInput, amountMessage } from './ui/primitives/AmountInput';
export type { AmountInputProps } from './ui/primitives/AmountInput';
export { Select } from './ui/primitives/Select';
export type { SelectOption, SelectProps } from './ui/primitives/Select';
export { Tabs } from './ui/primitives/Tabs';
export type { TabItem, TabsProps } from './ui/primitives/Tabs';
export { Table } from './ui/primitives/Table';
export type { Column, TableProps } from './ui/primitives/Table';
export { EmptyState } from './ui/primitives/EmptyState';
export type { EmptyStateProps } from './ui/primitives/EmptyState';
export { Skeleton } from './ui/primitives/Skeleton';
export type { SkeletonProps } from './ui/primitives/Skeleton';
export { KIT_ICONS } from './ui/icons/kit-icons';
export { useKitStyles } from './ui/primitives/kit-styles';
export { BankLogo } from './brand/BankLogo';
export { bankBadge, bankIconPath, bankInitials, GENERIC_BANK_ICON } from './brand/banks';
export { LiveChannel, liveChannel } from './live/live-channel';
export type { EventUpdate, FantasyScoresUpdate, LiveChannelOptions, LiveStatus, MarketUpdate, SocketLike } from './live/live-channel';
export { mergeEvent, mergeMarket } from './live/merge';
export { startTokenRefresh } from './session/token-refresh'; // loaded on login (session/token-refresh-on-login.ts)
export { clickBet$, loadClickBet, saveClickBet } from './click-bet/click-bet'; // one-click betting (issue 30)
export type { ClickBetState } from './click-bet/click-bet';
// The file upload of the slip, QR and operator forms (only those screens load it).
export { uploadFile, uploadSlotRequest, UploadError, NO_UPLOAD_URL, UPLOAD_FAILED, UPLOAD_CORRUPTED } from './api/upload';
export type { RequestUploadSlot, UploadSlotRequest } from './api/upload';
