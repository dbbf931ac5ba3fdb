import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's filters, kept in the address (a reload or a shared link shows the same list): `params` to read
 * them, `set` to change one (an empty value removes it; any change but the page's goes back to page 1), `page`.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== 'page') next.delete('page');
    setParams(next);
  };
  return { params, set, page: Number(params.get('page') ?? 1) || 1 };
}
