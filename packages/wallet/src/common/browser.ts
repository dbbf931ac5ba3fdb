/** Leaving the site (gateway page, chat link): one seam, so component tests can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  open(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};
