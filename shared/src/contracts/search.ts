/** Search (GET /site/search) and the player's recent searches (/site/search/recent). */
import { Flag, ListOf, Maybe, Note, OneOf, Text, Texts } from './fields';

/** The kinds of things search finds, in the order the results show them. */
export const SEARCH_KINDS = ['event', 'competition', 'team', 'casino', 'matka', 'fantasy'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One thing found. */
export class SearchHit {
  @OneOf(SEARCH_KINDS) kind!: SearchKind;
  @Note("The item's id in its own kind (a team: its name in lower case)") @Text() id!: string;
  @Text() name!: string;
  @Note('The Hindi name, when the item has one') @Maybe() @Text() name_hi!: string | null;
  @Note('A second line: the competition, the provider, the market hours') @Text() detail!: string;
  @Note('The site path that opens it') @Text() link!: string;
  @Flag() in_play!: boolean;
}

/** One kind's results: in-play first, then the best match. */
export class SearchGroup {
  @OneOf(SEARCH_KINDS) kind!: SearchKind;
  @ListOf(() => SearchHit) items!: SearchHit[];
}

/** GET /site/search: the kinds that found something, in SEARCH_KINDS order (events first). */
export class SearchResults {
  @Text() q!: string;
  @ListOf(() => SearchGroup) groups!: SearchGroup[];
}

/** GET and POST /site/search/recent: the player's last searches, newest first (at most 10). */
export class RecentSearches {
  @Texts() items!: string[];
}
