import '../test-env';
import { render, screen } from '@testing-library/react';
import type { DepositMethod } from '../api/types';
import { MethodTabs, scrollTabIntoView } from './MethodTabs';

const rect = (left: number, width: number) => ({ left, width, right: left + width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) }) as DOMRect;
const methods: DepositMethod[] = ['WhatsApp', 'Telegram', 'Bank Transfer', 'UPI', 'Paytm', 'USDT'].map((name, i) => ({
  method_name: name,
  method_type: i < 2 ? 'social' : 'bank',
  method_id: i + 1,
  bonus_percentage: null,
  accounts: [],
}));

/** A 320 px phone: the strip shows 236 px (arrows beside it), each tab 110 px with 8 px gaps. */
function layOut() {
  const strip = screen.getByRole('tablist');
  const tabs = screen.getAllByRole('tab');
  strip.getBoundingClientRect = () => rect(42, 236);
  tabs.forEach((tab, i) => (tab.getBoundingClientRect = () => rect(42 + i * 118 - strip.scrollLeft, 110)));
  const scrollTo = jest.fn((options: ScrollToOptions) => void (strip.scrollLeft = options.left ?? 0));
  strip.scrollTo = scrollTo as unknown as typeof strip.scrollTo;
  return { strip, scrollTo };
}

describe('the selected payment-method tab scrolls into view on a narrow screen (issue 16 point 6)', () => {
  it('centres a tab past the right edge in the strip, and leaves a visible one alone', () => {
    const { rerender } = render(<MethodTabs methods={methods} selected={null} onPick={() => undefined} />);
    const { strip, scrollTo } = layOut();
    rerender(<MethodTabs methods={methods} selected={methods[0]!} onPick={() => undefined} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<MethodTabs methods={methods} selected={methods[4]!} onPick={() => undefined} />);
    // Tab 5 starts 472 px into the strip: scrolled so it sits in the middle of the 236 px window.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 472 - (236 - 110) / 2, behavior: 'smooth' });
    expect(strip.scrollLeft).toBe(409);
  });

  it('never scrolls before the start', () => {
    render(<MethodTabs methods={methods} selected={null} onPick={() => undefined} />);
    const { strip, scrollTo } = layOut();
    strip.scrollLeft = 300;
    scrollTabIntoView(strip, screen.getAllByRole('tab')[0]!);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });
});
