import type { AnnouncementSegment } from '@khel/shared/contracts';

/** Who an announcement went to, in words. */
export function segmentText(s: AnnouncementSegment): string {
  if (s.kind === 'deposited_within') return `Players with an approved deposit in the last ${s.days} days`;
  if (s.kind === 'site') return `Players of site #${s.site_id}`;
  if (s.kind === 'users') return `${s.user_ids?.length ?? 0} chosen players`;
  return 'All players';
}

export const SEGMENT_CHOICES = [
  ['all', 'All players'],
  ['deposited_within', 'Players with an approved deposit in the last N days'],
  ['site', 'Players of a site'],
  ['users', 'These players (ids)'],
] as const;
