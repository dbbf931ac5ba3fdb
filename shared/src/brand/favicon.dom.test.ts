import { applyFavicon, DEFAULT_FAVICON, FAVICON_LINK_ID } from './favicon';

describe('applyFavicon (the hook for a site favicon)', () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="icon" id="${FAVICON_LINK_ID}" href="${DEFAULT_FAVICON}" type="image/svg+xml" />`;
  });
  const link = () => document.getElementById(FAVICON_LINK_ID) as HTMLLinkElement;

  it("points the icon at the site's own favicon, and back at Khel's mark without one", () => {
    applyFavicon('https://cdn.example.com/fav.png');
    expect(link().getAttribute('href')).toBe('https://cdn.example.com/fav.png');
    expect(link().hasAttribute('type')).toBe(false);
    applyFavicon(null);
    expect(link().getAttribute('href')).toBe('/favicon.svg');
    expect(link().type).toBe('image/svg+xml');
  });
});
