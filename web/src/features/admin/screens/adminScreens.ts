import type { ComponentType } from 'react';
import type { AdminScreenId } from '../adminPaths';
import { AccountScreen } from './AccountScreen';
import { AuditScreen } from './AuditScreen';
import { BoardScreen } from './BoardScreen';
import { BookingsScreen } from './BookingsScreen';
import { ClubScreen } from './ClubScreen';
import { CourseScreen } from './CourseScreen';
import { CourseStatusScreen } from './CourseStatusScreen';
import { HeaderImageScreen } from './HeaderImageScreen';
import { LunchMenuScreen } from './LunchMenuScreen';
import { MarksScreen } from './MarksScreen';
import { MediaScreen } from './MediaScreen';
import { NotificationsScreen } from './NotificationsScreen';
import { OpeningHoursScreen } from './OpeningHoursScreen';
import { OutboxScreen } from './OutboxScreen';
import { PageEditorScreen } from './PageEditorScreen';
import { PagesScreen } from './PagesScreen';
import { PeopleScreen } from './PeopleScreen';
import { PricesScreen } from './PricesScreen';
import { RequestsScreen } from './RequestsScreen';
import { RulesScreen } from './RulesScreen';
import { ReportsScreen } from './reports/ReportsScreen';
import { TeeSheetScreen } from './TeeSheetScreen';
import { TeeSheetSettingsScreen } from './TeeSheetSettingsScreen';
import { UsersScreen } from './UsersScreen';

/** The screen of each admin section and sub-screen (adminPaths.ts gives their addresses and names). */
export const adminScreens: Record<AdminScreenId, ComponentType> = {
  status: CourseStatusScreen,
  teeSheet: TeeSheetScreen,
  teeSheetSettings: TeeSheetSettingsScreen,
  prices: PricesScreen,
  openingHours: OpeningHoursScreen,
  rules: RulesScreen,
  pages: PagesScreen,
  pageEditor: PageEditorScreen,
  media: MediaScreen,
  marks: MarksScreen,
  club: ClubScreen,
  course: CourseScreen,
  notifications: NotificationsScreen,
  menu: LunchMenuScreen,
  board: BoardScreen,
  headerImage: HeaderImageScreen,
  requests: RequestsScreen,
  bookings: BookingsScreen,
  reports: ReportsScreen,
  outbox: OutboxScreen,
  audit: AuditScreen,
  users: UsersScreen,
  people: PeopleScreen,
  account: AccountScreen,
};
