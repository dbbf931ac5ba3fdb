import { api, decode, type ApiOk } from '@khel/shared';
import { contracts } from './contracts';

/** The shell's notifications calls (notification service): answers are the shared contract classes. */

export const fetchNotifications = async (cursor?: string | null) =>
  decode((await contracts()).NotificationPage, (await api.notification.get<ApiOk<unknown>>('/list', { params: cursor ? { cursor } : {} })).data.data);

export const markNotificationsRead = async (ids: string[]) => decode((await contracts()).MarkedRead, (await api.notification.post<ApiOk<unknown>>('/read', { ids }, { quiet: true })).data.data);

export const markAllNotificationsRead = async () => decode((await contracts()).MarkedRead, (await api.notification.post<ApiOk<unknown>>('/read-all', {}, { quiet: true })).data.data);
