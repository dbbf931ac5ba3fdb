/** Search's inputs (GET /site/search, POST /site/search/recent), checked on the server and by the search page. */
import { Length, Matches } from 'class-validator';

export const SEARCH_MAX_LENGTH = 60;

export const SEARCH_MESSAGES = {
  q: `Search text must be 1 to ${SEARCH_MAX_LENGTH} characters`,
} as const;

/** GET /site/search?q= */
export class SearchQueryDto {
  @Length(1, SEARCH_MAX_LENGTH, { message: SEARCH_MESSAGES.q }) @Matches(/\S/, { message: SEARCH_MESSAGES.q }) q!: string;
}

/** POST /site/search/recent: a search the player made (kept among their last 10). */
export class RecentSearchDto {
  @Length(1, SEARCH_MAX_LENGTH, { message: SEARCH_MESSAGES.q }) @Matches(/\S/, { message: SEARCH_MESSAGES.q }) q!: string;
}
