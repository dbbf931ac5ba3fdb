import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { modal$, toast$, toastError, toastSuccess, type Toast } from '../bus/streams';
import { initI18n } from '../i18n/i18n';
import { CopyButton } from './CopyButton';
import { EmptyResult } from './EmptyResult';
import { Modal } from './Modal';
import { Toasts } from './Toasts';

beforeAll(() => initI18n('en'));

describe('Toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows success and error toasts and hides each after 3 s', () => {
    render(<Toasts />);
    act(() => toastSuccess('Saved Successfully'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => toastError('Insufficient Balance'));
    expect(screen.getByRole('status').textContent).toContain('Saved Successfully');
    expect(screen.getByRole('alert').textContent).toContain('Insufficient Balance');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved Successfully')).toBeNull();
    expect(screen.getByText('Insufficient Balance')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Insufficient Balance')).toBeNull();
  });

  it('marks each toast with its icon and closes it with a named Dismiss button (no text glyphs)', () => {
    render(<Toasts />);
    act(() => toastError('Insufficient Balance'));
    const toast = screen.getByRole('alert');
    expect(toast.querySelector('svg[data-icon="failed"]')).not.toBeNull();
    expect(toast.textContent).toBe('Insufficient Balance');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Insufficient Balance')).toBeNull();
  });
});

function Harness({ staticBackdrop, allowNavigation }: { staticBackdrop?: boolean; allowNavigation?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? 'is open' : 'is closed'}</span>
      <Modal id="edit-stake" title="Edit Stake" open={open} onClose={() => setOpen(false)} staticBackdrop={staticBackdrop} allowNavigation={allowNavigation}>
        body text
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('registers on modal$ while open and clears it when closed', () => {
    render(<Harness allowNavigation />);
    expect(screen.getByRole('dialog').textContent).toBe('Edit Stakebody text');
    expect(modal$.value).toEqual({ id: 'edit-stake', allowNavigation: true });
    fireEvent.click(screen.getByLabelText('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modal$.value).toBeNull();
  });

  it('closes on a backdrop click or Escape, unless the backdrop is static', () => {
    const { unmount } = render(<Harness staticBackdrop />);
    fireEvent.click(document.querySelector('.k-backdrop')!);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByText('is open')).toBeTruthy();
    unmount();
    render(<Harness />);
    fireEvent.click(document.querySelector('.k-backdrop')!);
    expect(screen.getByText('is closed')).toBeTruthy();
  });

  it('closes when something else clears modal$ (logout)', () => {
    render(<Harness />);
    act(() => modal$.next(null));
    expect(screen.getByText('is closed')).toBeTruthy();
  });
});

describe('EmptyResult and CopyButton', () => {
  it('shows the empty-result texts with a picture', () => {
    const { container } = render(<EmptyResult />);
    expect(screen.getByText('No data found!')).toBeTruthy();
    expect(screen.getByText("We can't find any item matching your search.")).toBeTruthy();
    const art = container.querySelector('img.k-empty-art')!;
    expect(art.getAttribute('src')).toBe('/assets/art/empty-box.svg');
    expect(art.getAttribute('alt')).toBe('');
  });

  it('draws the illustration asked for', () => {
    const { container } = render(<EmptyResult art="search" />);
    expect(container.querySelector('img.k-empty-art')!.getAttribute('src')).toBe('/assets/art/no-results.svg');
  });

  it('copies the value and toasts "{label} Copied"', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const seen: Toast[] = [];
    const sub = toast$.subscribe((t) => seen.push(t));
    render(<CopyButton text="HDFC0001234" label="IFSC Code" />);
    await act(async () => fireEvent.click(screen.getByLabelText('Copy IFSC Code')));
    sub.unsubscribe();
    expect(writeText).toHaveBeenCalledWith('HDFC0001234');
    expect(seen).toEqual([{ type: 'success', message: 'IFSC Code Copied' }]);
  });
});
