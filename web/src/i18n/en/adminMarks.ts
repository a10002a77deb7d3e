/** The admin's Award and brand marks screen (features/admin): English, like the rest of the admin. */
export const adminMarksTexts = {
  'admin.nav.marks': 'Awards and brands',
  'admin.marks.lead':
    'The award marks on the home page and the brand marks in the golf shop, in the order the pages show them. Each mark is a picture of the media library: upload a logo there first, and give it alt text. Publishing shows them at once.',
  'admin.marks.seeded': 'These are the sample marks of a new site: nobody has published the club’s own yet.',
  'admin.marks.lastPublished': 'Last published by {who} on {when}.',
  'admin.marks.publish': 'Publish',
  'admin.marks.place': 'the awards and brands',

  'admin.marks.stale.title': 'Someone published the marks before you',
  'admin.marks.stale.who': '{who} published them on {when}. Your changes are not published yet.',
  'admin.marks.stale.reload': 'Load their version (drops your changes here)',
  'admin.marks.history.lead':
    'Every publication of the award and brand marks. Restoring an earlier one publishes it again, as a new revision.',
  'admin.marks.history.question':
    'Publish the marks as they were in revision {n}? The home page and the golf shop show them within seconds.',

  'admin.marks.awardsTitle': 'Award marks (home page)',
  'admin.marks.awardsHint':
    'Awards and labels the club holds, shown on the home page under “Awards and labels”.',
  'admin.marks.noAwards': 'No award marks: the home page shows no awards section.',
  'admin.marks.award': 'Award {number}',
  'admin.marks.addAward': 'Add an award',
  'admin.marks.awardName': 'Name',
  'admin.marks.awardNameHint': 'Shown under the mark. Written in English at least.',
  'admin.marks.year': 'Year awarded',
  'admin.marks.yearHint': 'Four digits, shown under the name.',

  'admin.marks.brandsTitle': 'Brand marks (golf shop)',
  'admin.marks.brandsHint': 'The brands the shop carries, shown on the golf shop page.',
  'admin.marks.noBrands': 'No brand marks: the golf shop shows no brands.',
  'admin.marks.brand': 'Brand {number}',
  'admin.marks.addBrand': 'Add a brand',
  'admin.marks.brandName': 'Brand name',
  'admin.marks.brandNameHint':
    'The same in every language. It names the logo for visitors who cannot see it, when the picture has no alt text.',
  'admin.marks.category': 'What the shop sells of it',
  'admin.marks.categoryHint': 'Shown under the logo, such as Knitwear. Leave it empty for none.',

  'admin.marks.picture': 'Mark',
  'admin.marks.pictureHint': 'The logo or badge, from the media library.',
  'admin.marks.pictureMissing': 'Choose the mark’s picture from the media library.',
  'admin.marks.link': 'Link',
  'admin.marks.linkHint':
    'The award’s or the brand’s own site, starting with https://. Leave it empty for none.',
  'admin.marks.moveUp': 'Move up',
  'admin.marks.moveDown': 'Move down',
  'admin.marks.remove': 'Remove',
  'admin.marks.added': '{name} added, at the end.',
  'admin.marks.moved': '{name} moved to place {place} of {count}.',
  'admin.marks.removed': '{name} removed.',
} as const;
