import { BehaviorSubject, Subject } from 'rxjs';
import type { Balance, MaintenanceWindow, SiteSettingsResponse, User } from '../types';

/** The typed event bus: one copy on the page (through the import map), shared by every module. */

export interface AuthState {
  token: string | null;
  user: User | null;
}
export interface Toast {
  type: 'success' | 'error';
  message: string;
}
export interface ModalState {
  id: string;
  /** The success-submit modal lets navigation through. */
  allowNavigation?: boolean;
}
export interface SiteState {
  status: 'loading' | 'ready' | 'error';
  version: string | null;
  settings: SiteSettingsResponse | null;
  underMaintenance: boolean;
  maintenance: MaintenanceWindow | null;
}

export const LOGGED_OUT: AuthState = Object.freeze({ token: null, user: null });
export const INITIAL_SITE: SiteState = Object.freeze({
  status: 'loading',
  version: null,
  settings: null,
  underMaintenance: false,
  maintenance: null,
});

export const auth$ = new BehaviorSubject<AuthState>(LOGGED_OUT);
export const balance$ = new BehaviorSubject<Balance | null>(null);
export const toast$ = new Subject<Toast>();
export const modal$ = new BehaviorSubject<ModalState | null>(null);
export const loader$ = new BehaviorSubject<boolean>(false);
export const site$ = new BehaviorSubject<SiteState>(INITIAL_SITE);

export function toastSuccess(message: string): void {
  toast$.next({ type: 'success', message });
}
export function toastError(message: string): void {
  toast$.next({ type: 'error', message });
}
export function openModal(modal: ModalState): void {
  modal$.next(modal);
}
/** Closes the modal only if it is still the one open (a later modal is left alone). */
export function closeModal(id: string): void {
  if (modal$.value?.id === id) modal$.next(null);
}

/** The sports-event-detail full-screen section flag: the shell hides its header while it is on. */
export const eventFullScreen$ = new BehaviorSubject<boolean>(false);
