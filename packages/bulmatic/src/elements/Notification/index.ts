export { Notification, type NotificationProps, type NotificationVariant } from './Notification.js';
