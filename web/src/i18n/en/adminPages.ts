/** The admin's Pages screens (features/admin): English, like the rest of the admin. */
export const adminPagesTexts = {
  'admin.nav.pages': 'Pages',

  // The list.
  'admin.pages.screenLead':
    'The texts and pictures of the site’s pages, in four languages. Changes are drafts until you publish them.',
  'admin.pages.none': 'There are no pages to edit.',
  'admin.pages.draft': 'Draft',
  'admin.pages.lastChange': 'Last change by {who}, {when}.',
  'admin.pages.bySeed': 'the site’s installation',

  // The editor's screen.
  'admin.pages.editorTitle': 'Page',
  'admin.pages.back': 'All pages',
  'admin.pages.views': 'Page editor',
  'admin.pages.view.edit': 'Edit',
  'admin.pages.view.preview': 'Preview',
  'admin.pages.view.history': 'History',

  // Languages.
  'admin.pages.language': 'Language you are editing',
  'admin.pages.emptyCount': '{count} {count:text|texts} empty',
  'admin.pages.emptyInLanguage':
    '{count} {count:text|texts} of this page {count:is|are} empty in {language}: the page shows the English text there.',
  'admin.pages.empty': 'Empty: shows the English text',
  'admin.pages.startFromEnglish': 'Start from the English text',

  // The page's own texts.
  'admin.pages.textsTitle': 'Title and introduction',
  'admin.pages.title': 'Page title',
  'admin.pages.lead': 'Introduction',
  'admin.pages.leadHint': 'The lines under the title, before the first section.',
  'admin.pages.description': 'Search description',
  'admin.pages.descriptionHint': 'What search engines show under the page’s name. One or two sentences.',

  // Blocks.
  'admin.pages.blocksTitle': 'Sections of the page',
  'admin.pages.blocksHint':
    'The page shows these from top to bottom. A heading starts a new section. Move them with the arrows.',
  'admin.pages.noBlocks': 'This page has no sections yet. Add one below.',
  'admin.pages.block': 'Block {number}: {name}',
  'admin.pages.moveUp': 'Up',
  'admin.pages.moveDown': 'Down',
  'admin.pages.addBelow': 'Add below',
  'admin.pages.remove': 'Remove',
  'admin.pages.removeQuestion':
    'Remove this {name} block from the page? Its text in every language goes with it.',
  'admin.pages.removeYes': 'Yes, remove it',
  'admin.pages.removeKeep': 'Keep it',
  'admin.pages.moved': '{name} moved to place {place} of {count}.',
  'admin.pages.added': 'New {name} block added at place {place}.',
  'admin.pages.removed': '{name} block removed.',
  'admin.pages.addAtEnd': 'Add a block at the end',
  'admin.pages.addHere': 'Add a block here',
  'admin.pages.kind.heading': 'Heading',
  'admin.pages.kind.text': 'Text',
  'admin.pages.kind.note': 'Note',
  'admin.pages.kind.picture': 'Picture',
  'admin.pages.kind.gallery': 'Gallery',
  'admin.pages.kind.links': 'Links',
  'admin.pages.kindHint.heading': 'Starts a new section',
  'admin.pages.kindHint.text': 'Paragraphs, lists and links',
  'admin.pages.kindHint.note': 'A tip or warning, set apart',
  'admin.pages.kindHint.picture': 'One photo from the library',
  'admin.pages.kindHint.gallery': 'Several photos under a title',
  'admin.pages.kindHint.links': 'Cards leading to other pages',
  'admin.pages.galleryTitle': 'Gallery title',

  // The text editor.
  'admin.pages.editor.loading': 'Loading the text editor…',
  'admin.pages.editor.toolbar': 'Text style',
  'admin.pages.editor.heading': 'Heading',
  'admin.pages.editor.bold': 'Bold',
  'admin.pages.editor.italic': 'Italic',
  'admin.pages.editor.link': 'Link',
  'admin.pages.editor.bullets': 'Bulleted list',
  'admin.pages.editor.numbers': 'Numbered list',
  'admin.pages.editor.undo': 'Undo',
  'admin.pages.editor.redo': 'Redo',
  'admin.pages.editor.linkPrompt':
    'Where should the link go? A web address (www.example.org), an e-mail address, a telephone number, or a page of this site (/greenfees). Leave it empty to remove the link.',
  'admin.pages.editor.linkRefused':
    '“{address}” is not an address a link can have. Use a web address, an e-mail address, a telephone number or a page of this site such as /greenfees.',

  // Pictures.
  'admin.pages.media.choose': 'Choose a picture for this block, or remove the block.',
  'admin.pages.media.tooMany': 'A gallery holds at most 60 pictures.',

  // Links.
  'admin.pages.links.title': 'Title above the cards',
  'admin.pages.links.card': 'Card {number}',
  'admin.pages.links.target': 'Page it leads to',
  'admin.pages.links.cardTitle': 'Card title',
  'admin.pages.links.cardText': 'Card text',
  'admin.pages.links.remove': 'Remove card',
  'admin.pages.links.add': 'Add a card',
  'admin.pages.target.home': 'Home',
  'admin.pages.target.golfshop': 'Golf shop',
  'admin.pages.target.overview': 'Course overview',
  'admin.pages.target.holes': 'Holes',
  'admin.pages.target.handicapStrokeTable': 'Handicap stroke table',
  'admin.pages.target.ecology': 'Ecology',
  'admin.pages.target.biodiversity': 'Biodiversity',
  'admin.pages.target.history': 'History',
  'admin.pages.target.diningBar': 'Dining & bar',
  'admin.pages.target.bod': 'Who’s who',
  'admin.pages.target.booking': 'Online booking',
  'admin.pages.target.greenfees': 'Green fees',
  'admin.pages.target.golfBuggies': 'Golf buggies',
  'admin.pages.target.drivingRange': 'Driving range',
  'admin.pages.target.dresscode': 'Dress code',
  'admin.pages.target.members': 'Members',
  'admin.pages.target.privacy': 'Privacy policy',

  // The site's features on a page.
  'admin.pages.widget.editedUnder': 'Part of the site, edited under',
  'admin.pages.widget.builtIn': 'Part of the site: it is not edited here. You can move it.',
  'admin.pages.widget.lunch-menu': 'Lunch menu',
  'admin.pages.widget.bar-hours': 'Bar opening hours',
  'admin.pages.widget.table-booking': 'Table booking form',
  'admin.pages.widget.shop-hours': 'Shop opening hours',
  'admin.pages.widget.shop-contact': 'Shop address and telephone',
  'admin.pages.widget.brands': 'Brands',
  'admin.pages.widget.payment-cards': 'Accepted payment cards',
  'admin.pages.widget.species-list': 'Species list',
  'admin.pages.widget.plan-timeline': 'Management plan timeline',
  'admin.pages.widget.vlinder-dashboard': 'VLINDER weather station',
  'admin.pages.widget.retention-table': 'How long data is kept',
  'admin.pages.widget.processors': 'Who processes data',
  'admin.pages.widget.consent-settings': 'Cookie choices button',
  'admin.pages.widget.privacy-controller': 'Who is responsible for the data',
  'admin.pages.widget.privacy-requests': 'Where to send data requests',
  'admin.pages.widget.members-login': 'Members’ site sign-in',

  // Saving and publishing.
  'admin.pages.saveDraft': 'Save draft',
  'admin.pages.publish.button': 'Publish',
  'admin.pages.publish.question': 'Publish this page? Visitors see it within seconds.',
  'admin.pages.publish.questionUnsaved':
    'Save your changes and publish this page? Visitors see it within seconds.',
  'admin.pages.publish.yes': 'Yes, publish',
  'admin.pages.publish.no': 'Not yet',
  'admin.pages.status.pending.save': 'Saving the draft…',
  'admin.pages.status.pending.publish': 'Publishing…',
  'admin.pages.status.pending.restore': 'Restoring…',
  'admin.pages.status.pending.reload': 'Loading the newer version…',
  'admin.pages.status.failed.save': 'Not saved: {message}',
  'admin.pages.status.failed.publish': 'Not published: {message}',
  'admin.pages.status.failed.restore': 'Not restored: {message}',
  'admin.pages.status.failed.reload': 'Could not load the newer version: {message}',
  'admin.pages.status.done.save': 'Draft saved at {time}. Visitors see it once you publish.',
  'admin.pages.status.done.publish': 'Published at {time}. Visitors see it now.',
  'admin.pages.status.done.restore': 'Revision {n} restored at {time}. Visitors see it now.',
  'admin.pages.status.done.reload': 'Loaded at {time}.',
  'admin.pages.status.draftWaits': 'A saved draft waits to be published.',
  'admin.pages.status.published': 'No unsaved changes. Visitors see this version.',

  // Someone else saved first.
  'admin.pages.stale.title': 'Someone else changed this page',
  'admin.pages.stale.who': '{who} saved a newer version at {when}, so yours was not saved.',
  'admin.pages.stale.keep':
    'Your changes are still here. Reload to see their version: your changes are kept aside, and you can put them back.',
  'admin.pages.stale.nothingLost': 'You had no unsaved changes. Reload to see their version.',
  'admin.pages.stale.reload': 'Reload their version',
  'admin.pages.kept.title': 'Their version is loaded',
  'admin.pages.kept.text':
    'Your own changes are kept aside. Put them back to carry on with them: saving then replaces their changes with yours.',
  'admin.pages.kept.putBack': 'Put my changes back',
  'admin.pages.kept.drop': 'Forget my changes',

  // Preview.
  'admin.pages.preview.title': 'Preview of the saved draft',
  'admin.pages.preview.width': 'Screen width',
  'admin.pages.preview.phone': 'Phone',
  'admin.pages.preview.desktop': 'Desktop',
  'admin.pages.preview.scaled': '{width} pixels wide, shown at {percent} % to fit.',
  'admin.pages.preview.actual': '{width} pixels wide.',
  'admin.pages.preview.open': 'Open in a new tab',
  'admin.pages.preview.unsaved': 'You have unsaved changes: save the draft to see them here.',
  'admin.pages.preview.frame': 'The page as visitors will see it, in {language}, {width} pixels wide',

  // History.
  'admin.pages.history.title': 'History',
  'admin.pages.history.lead':
    'Every publication of this page. Restoring an earlier one publishes it again, as a new revision.',
  'admin.pages.history.empty': 'Nothing has been published yet.',
  'admin.pages.history.revision': 'Revision {n}',
  'admin.pages.history.current': 'On the site now',
  'admin.pages.history.by': 'Published by {who}, {when}.',
  'admin.pages.history.restoredFrom': 'Restored from revision {n}.',
  'admin.pages.history.restore': 'Restore',
  'admin.pages.history.question':
    'Publish the page as it was in revision {n}? Visitors see it within seconds.',
  'admin.pages.history.draftLost': 'The draft, and any unsaved changes, are replaced by it.',
  'admin.pages.history.yes': 'Yes, restore it',
  'admin.pages.history.keep': 'Keep the current one',
} as const;
