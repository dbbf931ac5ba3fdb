import { startLayout } from './layout-dom';

const area = (name: string) => document.getElementById(`single-spa-application:${name}`);
const shape = (root: HTMLElement): string[] =>
  [...root.children].map((el) => (el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}.${el.className}`) + (el.children.length && el.tagName === 'MAIN' ? `[${shape(el as HTMLElement).join(' ')}]` : ''));

describe('layout on the page', () => {
  let path = '/';
  let root: HTMLElement;
  let stop = () => {};

  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
    path = '/';
    stop = startLayout(root, () => path).stop;
  });
  afterEach(() => {
    stop();
    root.remove();
  });

  const route = (to: string) => {
    path = to;
    window.dispatchEvent(new CustomEvent('single-spa:before-mount-routing-event'));
  };

  it('puts the header area, then the main area with the shell page slot, on a shell path', () => {
    expect(shape(root)).toEqual(['div.khel-chrome', 'main.khel-main[div.khel-shell-page]']);
    expect(root.querySelector('.khel-chrome > [id="single-spa-application:@khel/shell"]')).not.toBeNull();
  });

  it('gives the module owning the path its area in main, and takes the shell slot away', () => {
    route('/deposit');
    expect(shape(root)).toEqual(['div.khel-chrome', 'main.khel-main[#single-spa-application:@khel/wallet]']);
  });

  it('shows the 404 page under the header for a path nobody owns', () => {
    route('/deposit/x');
    expect(shape(root)).toEqual(['div.khel-chrome', 'main.khel-main[div.khel-not-found]']);
    expect(root.querySelector('.khel-not-found a[data-khel-link]')?.getAttribute('href')).toBe('/');
  });

  it('shows the console alone under /backoffice, and the player layout again after it', () => {
    route('/backoffice/deposits');
    expect(shape(root)).toEqual(['#single-spa-application:@khel/backoffice']);
    route('/');
    expect(shape(root)).toEqual(['div.khel-chrome', 'main.khel-main[div.khel-shell-page]']);
  });

  it('keeps the nodes that stay: a mounted module keeps its DOM across route changes', () => {
    const shell = area('@khel/shell')!;
    shell.innerHTML = '<header>kept</header>';
    route('/transaction');
    const wallet = area('@khel/wallet')!;
    wallet.textContent = 'wallet page';
    route('/transaction-details/TX1');
    expect(area('@khel/shell')).toBe(shell);
    expect(shell.textContent).toBe('kept');
    expect(area('@khel/wallet')).toBe(wallet);
    expect(wallet.textContent).toBe('wallet page');
  });

  it('leaves the rest of the container alone (boot spinner, overlays)', () => {
    const overlay = document.createElement('aside');
    root.append(overlay);
    route('/faq');
    route('/backoffice');
    route('/matka');
    expect(root.lastElementChild).toBe(overlay);
  });
});
