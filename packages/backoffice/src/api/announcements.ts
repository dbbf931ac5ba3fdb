import { AnnouncementPreview, OpsAnnouncement, OpsAnnouncementList } from '@khel/shared/contracts';
import type { AnnouncementDto } from '@khel/shared/validation';
import { get, post } from './request';

/** The console's /ops/announcements calls: what was sent, how many a segment reaches, and the send (admins, audited). */

export type AnnouncementBody = { [K in keyof AnnouncementDto]: AnnouncementDto[K] };

export const listAnnouncements = () => get(OpsAnnouncementList, '/announcements');
export const previewAnnouncement = (body: AnnouncementBody) => post(AnnouncementPreview, '/announcements/preview', body);
export const sendAnnouncement = (body: AnnouncementBody) => post(OpsAnnouncement, '/announcements', body);
