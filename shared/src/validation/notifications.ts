/** The notifications list's mark-read body and the console's announcement form (POST /ops/announcements). */
import { IsIn, IsInt, Length, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { ListField } from './shape';

export const NOTIFICATION_MESSAGES = {
  ids: 'Choose from 1 to 100 notifications',
  title: 'Title must be 1 to 120 characters',
  body: 'Message must be 1 to 1000 characters',
  segment: 'Choose who receives it',
  days: 'Days must be a whole number from 1 to 365',
  siteId: 'Choose a site',
  userIds: 'Enter from 1 to 1000 player IDs',
} as const;

const ID = /^[0-9]{1,18}$/;
const idList = (max: number, message: string) =>
  ValidateBy({ name: 'idList', validator: { validate: (v: unknown) => Array.isArray(v) && v.length > 0 && v.length <= max && v.every((x) => typeof x === 'string' && ID.test(x)) } }, { message });

/** POST /notification/read: these notifications of the player (others' ids are ignored, never marked). */
export class MarkReadDto {
  @ListField('ids') @idList(100, NOTIFICATION_MESSAGES.ids) ids!: string[];
}

/** An announcement and who it goes to. */
export class AnnouncementDto {
  @Length(1, 120, { message: NOTIFICATION_MESSAGES.title }) @Matches(/\S/, { message: NOTIFICATION_MESSAGES.title }) title!: string;
  @Length(1, 1000, { message: NOTIFICATION_MESSAGES.body }) @Matches(/\S/, { message: NOTIFICATION_MESSAGES.body }) body!: string;
  @IsIn(['all', 'deposited_within', 'site', 'users'], { message: NOTIFICATION_MESSAGES.segment }) segment!: 'all' | 'deposited_within' | 'site' | 'users';
  @ValidateIf((o: AnnouncementDto) => o.segment === 'deposited_within')
  @IsInt({ message: NOTIFICATION_MESSAGES.days }) @Min(1, { message: NOTIFICATION_MESSAGES.days }) @Max(365, { message: NOTIFICATION_MESSAGES.days })
  days?: number;
  @ValidateIf((o: AnnouncementDto) => o.segment === 'site') @Matches(ID, { message: NOTIFICATION_MESSAGES.siteId }) site_id?: string;
  @ValidateIf((o: AnnouncementDto) => o.segment === 'users') @ListField('user_ids') @idList(1000, NOTIFICATION_MESSAGES.userIds) user_ids?: string[];
}
