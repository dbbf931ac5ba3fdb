/** The player's notifications (GET /notification/list, the live channel's `me` topic) and the operators' announcements. */
import { Flag, Int, ListOf, Maybe, Nested, Note, OneOf, Schema, Text, Texts } from './fields';

/** What a notification is about (services/api/src/notifications/inbox.ts notify). */
export const NOTIFICATION_KINDS = ['deposit', 'withdrawal', 'bet', 'bonus', 'refer', 'limit', 'announcement'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One notification in the player's inbox. title and body are English; data.t (when present) holds the texts as
 * translation keys with their params ({ title, body, params }), so a screen shows them in the player's language.
 */
export class PlayerNotification {
  @Text() id!: string;
  @OneOf(NOTIFICATION_KINDS) kind!: NotificationKind;
  @Text() title!: string;
  @Text() body!: string;
  @Note('Free JSON: t = { title, body, params } translation keys; ids the screens may link to')
  @Schema({ type: 'object', additionalProperties: true })
  data!: Record<string, unknown>;
  @Text() created_at!: string;
  @Flag() read!: boolean;
}

/** GET /notification/list: newest first; next_cursor asks for the older ones (null at the end). */
export class NotificationPage {
  @ListOf(() => PlayerNotification) items!: PlayerNotification[];
  @Maybe() @Text() next_cursor!: string | null;
  @Int() unread!: number;
}

/** GET /notification/unread-count, and the answer of the mark-read routes. */
export class UnreadCount {
  @Int() unread!: number;
}

export class MarkedRead {
  @Note('How many notifications this call marked read') @Int() marked!: number;
  @Int() unread!: number;
}

/**
 * The live channel's messages on the player's own topic `me` (services/api/src/live/protocol.ts): after
 * {"op":"auth","token":...} the server answers authed (or err), then {"op":"sub","topics":["me"]} gets
 * {"t":"snap","topic":"me","unread":N} and from then on each new notification as note, and unread counts as they change.
 */
export type PlayerLiveMessage =
  | { t: 'authed' }
  | { t: 'snap'; topic: 'me'; unread: number }
  | { t: 'note'; notification: PlayerNotification; unread: number }
  | { t: 'unread'; unread: number };

/** Who an announcement goes to (POST /ops/announcements). */
export const ANNOUNCEMENT_SEGMENTS = ['all', 'deposited_within', 'site', 'users'] as const;
export type AnnouncementSegmentKind = (typeof ANNOUNCEMENT_SEGMENTS)[number];

export class AnnouncementSegment {
  @OneOf(ANNOUNCEMENT_SEGMENTS) kind!: AnnouncementSegmentKind;
  @Note('deposited_within: players with an approved deposit in the last this many days') @Maybe() @Int() days?: number;
  @Note('site: players who made a deposit or withdrawal request on this site') @Maybe() @Text() site_id?: string;
  @Note('users: these player ids') @Maybe() @Texts() user_ids?: string[];
}

export class OpsAnnouncement {
  @Text() id!: string;
  @Text() title!: string;
  @Text() body!: string;
  @Nested(() => AnnouncementSegment) segment!: AnnouncementSegment;
  @Note('Players it was written to (self-excluded and timed-out players are left out)') @Int() recipients!: number;
  @Text() operator_name!: string;
  @Text() created_at!: string;
}

export class OpsAnnouncementList {
  @ListOf(() => OpsAnnouncement) items!: OpsAnnouncement[];
}

/** POST /ops/announcements/preview: how many players the segment reaches now. */
export class AnnouncementPreview {
  @Int() recipients!: number;
}
