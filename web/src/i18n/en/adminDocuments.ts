/**
 * What every document staff edit shares (the pages, the club's details, the course, the marks): who made a
 * change, and the history of what was published. English, like the rest of the admin.
 */
export const adminDocumentsTexts = {
  'admin.bySeed': 'the site’s installation',

  'admin.history.title': 'History',
  'admin.history.show': 'Show the history',
  'admin.history.hide': 'Hide the history',
  'admin.history.empty': 'Nothing has been published yet.',
  'admin.history.revision': 'Revision {n}',
  'admin.history.current': 'On the site now',
  'admin.history.by': 'Published by {who}, {when}.',
  'admin.history.restoredFrom': 'Restored from revision {n}.',
  'admin.history.restore': 'Restore',
  'admin.history.unsavedLost': 'Your unsaved changes are replaced by it.',
  'admin.history.yes': 'Yes, restore it',
  'admin.history.keep': 'Keep the current one',
} as const;
