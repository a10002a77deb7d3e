import type { courseStatus as enCourseStatus } from '../en/courseStatus';

export const courseStatus: Record<keyof typeof enCourseStatus, string> = {
  'courseStatus.title': 'Aujourd’hui sur le parcours',
  'courseStatus.loading': 'Chargement de l’état du parcours',
  'courseStatus.unavailable': 'Inconnu',
  'courseStatus.condition': 'État',
  'courseStatus.course': 'État du parcours',
  'courseStatus.summerGreens': 'Greens d’été',
  'courseStatus.winterGreens': 'Greens d’hiver',
  'courseStatus.preferredLies': 'Balle placée',
  'courseStatus.buggies': 'Voiturettes',
  'courseStatus.drivingRange': 'Practice',
  'courseStatus.open': 'Ouvert',
  'courseStatus.closed': 'Fermé',
  'courseStatus.yes': 'Oui',
  'courseStatus.no': 'Non',
  'courseStatus.none': 'Aucun',
  'courseStatus.summaryOpen': 'Le parcours est ouvert',
  'courseStatus.summaryClosed': 'Le parcours est fermé',
  'courseStatus.summaryDetails': 'Aujourd’hui sur le parcours',
};
