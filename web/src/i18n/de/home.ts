import type { home as enHome } from '../en/home';

export const home: Record<keyof typeof enHome, string> = {
  'home.tagline': '{holes} Löcher Linksgolf in den Dünen an der Nordsee',
  'home.book': 'Startzeit buchen',
  'home.bookClosed': 'Platz heute geschlossen — Greenfee-Bedingungen',
  'home.greenFees': 'Greenfees',
  'home.actions': 'Planen Sie Ihre Runde',
  'awards.title': 'Auszeichnungen und Gütesiegel',
  'home.course.title': 'Der Platz',
  'home.course.text1':
    'Die {holes} Löcher führen durch die Dünen zwischen Poldern und Meer, über Fairways, die Wind und Sand geformt haben. Der Boden ist fest und wellig, die Grüns belohnen flache, rollende Schläge, und keine Runde gleicht der anderen: Dafür sorgt der Wind.',
  'home.course.text2':
    'Gehen Sie den Platz Loch für Loch ab, bevor Sie spielen, sehen Sie, wie die Löcher auf der Karte liegen, und finden Sie heraus, wo Sie Ihre Vorgabenschläge erhalten.',
  'home.course.links': 'Den Platz entdecken',
  'home.course.overview': 'Der Platzplan und die Scorekarte zum Herunterladen',
  'home.course.holes': 'Alle {holes} Löcher, eines nach dem anderen',
  'home.course.strokeTable': 'Wo Sie Ihre Vorgabenschläge erhalten',
  'home.club.title': 'Der Club',
  'home.club.text1':
    'Seit mehr als einem Jahrhundert empfängt der Club Golferinnen und Golfer an diesem Küstenabschnitt. Seine Traditionen pflegt er mit leichter Hand: gute Umgangsformen auf dem Platz, ein herzlicher Empfang im Clubhaus.',
  'home.club.text2':
    'Nach der Runde blickt man vom Clubhaus über die Dünen aufs Meer: ein Mittagessen im Restaurant, ein Drink an der Bar und die Geschichten des Tages.',
  'home.club.links': 'Den Club entdecken',
  'home.club.history': 'Ein Jahrhundert Golf am Meer',
  'home.club.diningBar': 'Mittagessen, die Bar und der Bridgeraum',
  'home.club.bod': 'Der Vorstand und die Menschen, die den Club führen',
};
