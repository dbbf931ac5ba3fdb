import { act, render, screen } from '@testing-library/react';
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

  it('draws a kit icon as an empty box of its size until @khel/shared/kit registers it, then as the icon', async () => {
    const { container } = render(<Icon name="trash" size={18} label="Delete" />);
    const box = container.querySelector('[data-icon="trash"]')!;
    expect(box.tagName).toBe('SPAN');
    expect((box as HTMLElement).style.width).toBe('18px');
    expect(screen.getByRole('img', { name: 'Delete' })).toBe(box);
    const { KIT_ICONS } = await act(() => import('./kit-icons'));
    const svg = container.querySelector('svg[data-icon="trash"]')!;
    expect(svg.getAttribute('width')).toBe('18');
    expect(screen.getByRole('img', { name: 'Delete' })).toBe(svg);
    for (const name of Object.keys(KIT_ICONS) as Array<keyof typeof KIT_ICONS>) {
      const drawn = render(<Icon name={name} />);
      expect(drawn.container.querySelector('svg')!.getAttribute('stroke')).toBe('currentColor');
      drawn.unmount();
    }
  });

  it('keeps the two lists apart: Home\'s list and the kit\'s share no name', async () => {
    const { KIT_ICONS } = await import('./kit-icons');
    expect(Object.keys(KIT_ICONS).filter((name) => name in ICONS)).toEqual([]);
  });
});
