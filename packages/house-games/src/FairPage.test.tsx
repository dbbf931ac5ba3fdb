import { webcrypto } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import { FairPage } from './FairPage';
import { setLang } from './texts';

// jsdom has no SubtleCrypto; Node's Web Crypto is the same API the browser gives the page.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

/** The players' recipe: its worked example computed in the browser gives the numbers of docs/provably-fair.md. */
describe('How it is fair', () => {
  afterEach(() => setLang('en'));

  it('works the example out in the browser: fingerprint, block, first number, roll and cards', async () => {
    render(<FairPage />);
    const steps = await screen.findByTestId('worked-example');
    expect(steps.textContent).toContain('21e75838980b6e2fd28535b1bfe3ccfb4b7cb00bf17e51c609c0ebe53a31077e');
    expect(steps.textContent).toContain('4552d4234531abe371d45ae246f4729831a097c47ab864c5aa024c345b4697e7');
    expect(steps.textContent).toContain('69/256 + 82/256² + 212/256³ + 35/256⁴ = 0.2707951150368899');
    expect(screen.getByTestId('example-roll').textContent).toBe('27.07');
    expect(screen.getByTestId('example-cards').textContent).toBe('2H / AS');
    expect(screen.getByText(/key = the server seed's 64 characters as text \(not the 32 bytes they spell\)/)).toBeTruthy();
  });

  it('is in Hindi when the game is', async () => {
    setLang('hi');
    render(<FairPage />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('यह निष्पक्ष कैसे है');
    expect(screen.getByText(/कुंजी = सर्वर सीड के 64 अक्षर टेक्स्ट के रूप में/)).toBeTruthy();
    expect((await screen.findByTestId('example-roll')).textContent).toBe('27.07');
  });
});
