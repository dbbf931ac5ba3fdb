import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { useObservable } from './useObservable';

function Show({ subject }: { subject: BehaviorSubject<number> }) {
  return <span>value {useObservable(subject)}</span>;
}

describe('useObservable', () => {
  it('renders the current value, follows emissions and unsubscribes on unmount', () => {
    const subject = new BehaviorSubject(1);
    const { unmount } = render(<Show subject={subject} />);
    expect(screen.getByText('value 1')).toBeTruthy();
    act(() => subject.next(2));
    expect(screen.getByText('value 2')).toBeTruthy();
    expect(subject.observed).toBe(true);
    unmount();
    expect(subject.observed).toBe(false);
  });
});
