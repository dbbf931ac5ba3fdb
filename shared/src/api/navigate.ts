/**
 * How shared code changes the route. single-spa patches history.pushState, so the default already reroutes the
 * composed site; root-config may install navigateToUrl instead.
 */
let navigator: (url: string) => void = (url) => {
  if (typeof window !== 'undefined' && window.location.pathname + window.location.search !== url) {
    window.history.pushState(null, '', url);
  }
};

export function setNavigate(fn: (url: string) => void): void {
  navigator = fn;
}

export function navigate(url: string): void {
  navigator(url);
}
