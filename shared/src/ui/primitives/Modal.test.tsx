import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { modal$ } from '../../bus/streams';
import { Modal } from './Modal';

function Harness({ staticBackdrop }: { staticBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal id="stake" title="Edit Stake" open={open} onClose={() => setOpen(false)} staticBackdrop={staticBackdrop}>
        <input aria-label="Stake" />
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('Modal (primitive)', () => {
  it('is named by its title, moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Stake' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(modal$.value).toEqual({ id: 'stake', allowNavigation: undefined });
    expect(document.activeElement).toBe(screen.getByLabelText('Stake'));
    screen.getByRole('button', { name: 'Save' }).focus(); // jsdom does not move focus on Tab; the trap acts at the ends
    tab(); // from the last back to the first (the Close button in the head)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    tab(true); // and backwards from the first to the last
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modal$.value).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a static dialog ignores Escape and closes when modal$ is cleared (logout)', () => {
    render(<Harness staticBackdrop />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => modal$.next(null));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
