import type { contact as enContact } from '../en/contact';

export const contact: Record<keyof typeof enContact, string> = {
  'contact.title': 'Besuchen Sie den Club',
  'contact.intro':
    'Das Sekretariat hilft Ihnen gern bei Startzeiten, Besuchen und allen Fragen rund um den Club. Rufen Sie an, schreiben Sie uns oder besuchen Sie uns in den Dünen.',
  'contact.address': 'Adresse',
  'contact.phone': 'Telefon',
  'contact.email': 'E-Mail',
  'contact.social': 'Folgen Sie uns auf {network}',
  'contact.opensInNewTab': '(öffnet in einem neuen Tab)',
  'contact.mapTitle': 'Karte des Clubs und seiner Umgebung auf OpenStreetMap',
  'contact.mapLink': 'Größere Karte öffnen',
  'contact.privacy': 'Datenschutzerklärung',
  'contact.creditsToggle': 'Urheberrecht und Bildnachweis',
  'contact.creditsCopyright': '© {year} {club}. Alle Rechte vorbehalten.',
  'contact.creditsPhotos':
    'Fotos und Grafiken: Die Titelszene, die Lochpläne, die Arten und die Porträts sind eigens für diese Website gezeichnete Illustrationen.',
  'contact.creditsMap': 'Kartendaten © OpenStreetMap-Mitwirkende, verfügbar unter der Open Database License.',
};
