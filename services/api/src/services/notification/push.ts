/** Web push sending lives in the notifications domain (src/notifications/push.ts); kept here for the routes' tests. */
export * from '../../notifications/push';
