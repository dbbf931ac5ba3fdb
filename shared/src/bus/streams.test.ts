import { auth$, balance$, closeModal, INITIAL_SITE, loader$, modal$, openModal, site$, toast$, toastError, toastSuccess, type Toast } from './streams';

describe('event bus', () => {
  afterEach(() => modal$.next(null));

  it('starts logged out, with no balance, no modal, loader off and the site loading', () => {
    expect(auth$.value).toEqual({ token: null, user: null });
    expect(balance$.value).toBeNull();
    expect(modal$.value).toBeNull();
    expect(loader$.value).toBe(false);
    expect(site$.value).toEqual(INITIAL_SITE);
    expect(site$.value.status).toBe('loading');
  });

  it('replays the current auth and balance to a late subscriber', () => {
    balance$.next({ bl: 1500.5, ex: 20, bc: 0, eb: 10 });
    const seen: unknown[] = [];
    balance$.subscribe((b) => seen.push(b)).unsubscribe();
    expect(seen).toEqual([{ bl: 1500.5, ex: 20, bc: 0, eb: 10 }]);
    balance$.next(null);
  });

  it('toast helpers emit typed toasts and late subscribers get no old toast', () => {
    const seen: Toast[] = [];
    const sub = toast$.subscribe((t) => seen.push(t));
    toastSuccess('Saved Successfully');
    toastError('Insufficient Balance');
    sub.unsubscribe();
    expect(seen).toEqual([
      { type: 'success', message: 'Saved Successfully' },
      { type: 'error', message: 'Insufficient Balance' },
    ]);
    const late: Toast[] = [];
    toast$.subscribe((t) => late.push(t)).unsubscribe();
    expect(late).toEqual([]);
  });

  it('openModal and closeModal track the open modal; closing another id leaves it open', () => {
    openModal({ id: 'deposit-success', allowNavigation: true });
    expect(modal$.value).toEqual({ id: 'deposit-success', allowNavigation: true });
    closeModal('offer');
    expect(modal$.value?.id).toBe('deposit-success');
    closeModal('deposit-success');
    expect(modal$.value).toBeNull();
  });
});
