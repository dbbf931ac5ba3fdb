/**
 * The sports the list offers, by the :type of /sports/:type/:id (the sport's code in the API) and the :id the
 * site's links carry (the exchange's event-type ids: Home links /sports/cricket/4). Racing has its own screen.
 */
export interface SportTab {
  code: string;
  id: string;
  label: string;
  /** where the tab leads: the list, or the racing screen */
  to: string;
}

export const SPORT_TABS: SportTab[] = [
  { code: 'cricket', id: '4', label: 'Cricket', to: '/sports/cricket/4' },
  { code: 'football', id: '1', label: 'Football', to: '/sports/football/1' },
  { code: 'tennis', id: '2', label: 'Tennis', to: '/sports/tennis/2' },
  { code: 'horse-racing', id: '7', label: 'Horse Racing', to: '/racing-category/horse' },
];

/** The racing screen's :type (horse, greyhound) to the sport code in the API. */
export const RACING_SPORTS: Record<string, string> = { horse: 'horse-racing', greyhound: 'greyhound-racing' };

/** Competitions in the order of the list (the first event of each), for the league filter. */
export function competitionsOf(events: Array<{ competitionId: string; competition: string }>): Array<{ id: string; name: string }> {
  const seen = new Map<string, string>();
  for (const e of events) if (!seen.has(e.competitionId)) seen.set(e.competitionId, e.competition);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** In play first, then by start time (the API sends them so; kept here so a filter never reorders). */
export function inPlayFirst<T extends { inPlay: boolean; startTime: string }>(events: T[]): T[] {
  return events.slice().sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || a.startTime.localeCompare(b.startTime));
}
