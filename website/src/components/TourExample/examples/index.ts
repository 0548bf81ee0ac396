import type {ComponentType} from 'react';
import Buttons from './Buttons';
import buttonsSource from './Buttons.tsx?raw';
import Notifications from './Notifications';
import notificationsSource from './Notifications.tsx?raw';
import Progress from './Progress';
import progressSource from './Progress.tsx?raw';
import Table from './Table';
import tableSource from './Table.tsx?raw';
import Tags from './Tags';
import tagsSource from './Tags.tsx?raw';
import Typography from './Typography';
import typographySource from './Typography.tsx?raw';

export interface TourEntry {
  Example: ComponentType;
  /** The example file's own source, shown beside the preview so what you see is what you copy. */
  source: string;
}

export const TOUR = {
  buttons: {Example: Buttons, source: buttonsSource},
  tags: {Example: Tags, source: tagsSource},
  notifications: {Example: Notifications, source: notificationsSource},
  progress: {Example: Progress, source: progressSource},
  typography: {Example: Typography, source: typographySource},
  table: {Example: Table, source: tableSource},
} satisfies Record<string, TourEntry>;

export type TourId = keyof typeof TOUR;
