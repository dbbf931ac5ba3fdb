import { api, decode, type ApiOk } from '@khel/shared';
import { contracts } from './contracts';

/** Search (GET /site/search) and the player's recent searches (/site/search/recent): the shared contract classes. */

export const searchSite = async (q: string) => decode((await contracts()).SearchResults, (await api.site.get<ApiOk<unknown>>('/search', { params: { q }, quiet: true })).data.data);

export const fetchRecentSearches = async () => decode((await contracts()).RecentSearches, (await api.site.get<ApiOk<unknown>>('/search/recent', { quiet: true })).data.data).items;

export const rememberSearch = async (q: string) => decode((await contracts()).RecentSearches, (await api.site.post<ApiOk<unknown>>('/search/recent', { q }, { quiet: true })).data.data).items;

export const clearRecentSearches = async () => {
  await api.site.post<ApiOk<unknown>>('/search/recent/clear', {}, { quiet: true });
};
