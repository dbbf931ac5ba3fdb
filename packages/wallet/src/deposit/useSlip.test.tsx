import '../test-env';
import { act, renderHook } from '@testing-library/react';
import { api, loader$ } from '@khel/shared';
import { fakeApi, ok } from '../test-utils';
import { UTR_FOUND, UTR_SCAN_MS, useSlip } from './useSlip';

jest.mock('../ocr/readUtr', () => ({ readUtrOnDevice: jest.fn() }));

beforeEach(() => {
  fakeApi(api.wallet, () => ok({ url: '/wallet/uploads/x.png?sig=1' }));
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: true, status: 200 }));
});

describe('useSlip', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the loader for at most 6 s; a UTR read later still fills an empty field', async () => {
    jest.useFakeTimers();
    let finish: (utr: string) => void = () => undefined;
    const recognize = () => new Promise<string | null>((resolve) => (finish = resolve));
    const { result } = renderHook(() => useSlip(recognize));
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })));
    expect(loader$.value).toBe(true);
    act(() => jest.advanceTimersByTime(UTR_SCAN_MS - 1));
    expect(loader$.value).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(loader$.value).toBe(false);
    await act(async () => finish('412345678901'));
    expect(result.current.slip.utr).toBe('412345678901');
    expect(result.current.slip.notice).toBe(UTR_FOUND);
    expect(result.current.edited).toBe(false);
    act(() => result.current.setUtr('412345678900'));
    expect(result.current.edited).toBe(true);
  });

  it('does not overwrite a UTR the player typed, and clearing resets everything', async () => {
    let finish: (utr: string) => void = () => undefined;
    const { result } = renderHook(() => useSlip(() => new Promise((resolve) => (finish = resolve))));
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })));
    act(() => result.current.setUtr('1111111111'));
    await act(async () => finish('412345678901'));
    expect(result.current.slip.utr).toBe('1111111111');
    act(() => result.current.clear());
    expect(result.current.slip).toMatchObject({ file: null, preview: null, url: null, utr: '', notice: null });
    expect(loader$.value).toBe(false);
  });

  it('turns the loader off when the screen is left mid-scan', () => {
    const { result, unmount } = renderHook(() => useSlip(() => new Promise(() => undefined)));
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })));
    expect(loader$.value).toBe(true);
    unmount();
    expect(loader$.value).toBe(false);
  });
});
