import { render, screen } from '@testing-library/react';
import { Icon, ICONS } from './Icon';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive tech, no name', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('data-icon')).toBe('search');
    expect(svg.getAttribute('width')).toBe('20');
  });

  it('with a label it is an image with that accessible name', () => {
    render(<Icon name="success" label="Approved" size={16} />);
    const img = screen.getByRole('img', { name: 'Approved' });
    expect(img.getAttribute('aria-hidden')).toBeNull();
    expect(img.getAttribute('width')).toBe('16');
  });

  it('draws every icon of the set as an svg in currentColor', () => {
    for (const name of Object.keys(ICONS) as Array<keyof typeof ICONS>) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('stroke')).toBe('currentColor');
      expect(svg.children.length).toBeGreaterThan(0);
      unmount();
    }
  });
});
