import type { courseStatus as enCourseStatus } from '../en/courseStatus';

export const courseStatus: Record<keyof typeof enCourseStatus, string> = {
  'courseStatus.title': 'Vandaag op de baan',
  'courseStatus.loading': 'De baanstatus wordt geladen',
  'courseStatus.unavailable': 'Niet gekend',
  'courseStatus.condition': 'Staat van de baan',
  'courseStatus.course': 'Baanstatus',
  'courseStatus.summerGreens': 'Zomergreens',
  'courseStatus.winterGreens': 'Wintergreens',
  'courseStatus.preferredLies': 'Preferred lies',
  'courseStatus.buggies': 'Buggy’s',
  'courseStatus.drivingRange': 'Driving range',
  'courseStatus.open': 'Open',
  'courseStatus.closed': 'Gesloten',
  'courseStatus.yes': 'Ja',
  'courseStatus.no': 'Nee',
  'courseStatus.none': 'Geen',
  'courseStatus.summaryOpen': 'De baan is open',
  'courseStatus.summaryClosed': 'De baan is gesloten',
  'courseStatus.summaryDetails': 'Vandaag op de baan',
};
