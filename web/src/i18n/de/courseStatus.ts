import type { courseStatus as enCourseStatus } from '../en/courseStatus';

export const courseStatus: Record<keyof typeof enCourseStatus, string> = {
  'courseStatus.title': 'Heute auf dem Platz',
  'courseStatus.loading': 'Der Platzstatus wird geladen',
  'courseStatus.unavailable': 'Unbekannt',
  'courseStatus.condition': 'Zustand',
  'courseStatus.course': 'Platzstatus',
  'courseStatus.summerGreens': 'Sommergrüns',
  'courseStatus.winterGreens': 'Wintergrüns',
  'courseStatus.preferredLies': 'Besserlegen',
  'courseStatus.buggies': 'Golfcarts',
  'courseStatus.drivingRange': 'Driving Range',
  'courseStatus.open': 'Geöffnet',
  'courseStatus.closed': 'Geschlossen',
  'courseStatus.yes': 'Ja',
  'courseStatus.no': 'Nein',
  'courseStatus.none': 'Keine',
  'courseStatus.summaryOpen': 'Der Platz ist geöffnet',
  'courseStatus.summaryClosed': 'Der Platz ist geschlossen',
  'courseStatus.summaryDetails': 'Heute auf dem Platz',
};
