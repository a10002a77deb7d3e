import type { ComponentType } from 'react';
import type { AdminSectionId } from '../adminPaths';
import { AccountScreen } from './AccountScreen';
import { AuditScreen } from './AuditScreen';
import { BoardScreen } from './BoardScreen';
import { BookingsScreen } from './BookingsScreen';
import { CourseStatusScreen } from './CourseStatusScreen';
import { HeaderImageScreen } from './HeaderImageScreen';
import { LunchMenuScreen } from './LunchMenuScreen';
import { NotificationsScreen } from './NotificationsScreen';
import { OutboxScreen } from './OutboxScreen';
import { PeopleScreen } from './PeopleScreen';
import { RequestsScreen } from './RequestsScreen';
import { TeeSheetScreen } from './TeeSheetScreen';
import { UsersScreen } from './UsersScreen';

/** The screen of each admin section (adminPaths.ts gives their addresses and names). */
export const adminScreens: Record<AdminSectionId, ComponentType> = {
  status: CourseStatusScreen,
  teeSheet: TeeSheetScreen,
  notifications: NotificationsScreen,
  menu: LunchMenuScreen,
  board: BoardScreen,
  headerImage: HeaderImageScreen,
  requests: RequestsScreen,
  bookings: BookingsScreen,
  outbox: OutboxScreen,
  audit: AuditScreen,
  users: UsersScreen,
  people: PeopleScreen,
  account: AccountScreen,
};
