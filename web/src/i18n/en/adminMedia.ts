/** The admin's Media library screen and picker (features/admin): English, like the rest of the admin. */
export const adminMediaTexts = {
  'admin.nav.media': 'Media library',
  'admin.media.lead':
    'Photos and videos for the pages, the galleries and the holes. Give each one alt text, for visitors who cannot see it, and a caption if it needs one.',

  'admin.media.upload': 'Upload photos or videos',
  'admin.media.uploadBusy': 'Uploading…',
  'admin.media.uploadHint':
    'Photos: JPEG, PNG, WebP, AVIF or HEIC (an iPhone’s own), up to {photoMegabytes} MB. Videos: MP4 or WebM, up to {videoMegabytes} MB. You can choose several at once.',
  'admin.media.uploads': 'Uploads',
  'admin.media.uploadsDone': 'Clear the finished uploads',
  'admin.media.upload.waiting': 'Waiting',
  'admin.media.upload.poster': 'Taking the poster frame from the video…',
  'admin.media.upload.uploading': 'Uploading… {percent}%',
  'admin.media.upload.processing': 'Making the sizes the pages use…',
  'admin.media.upload.done': 'Uploaded. Add its alt text below.',
  'admin.media.upload.failed': 'Not uploaded: {message}',
  'admin.media.upload.wrongType':
    'This is not a photo or a video the site takes: please choose a JPEG, PNG, WebP, AVIF, HEIC, MP4 or WebM file.',
  'admin.media.upload.quicktime':
    'This is a QuickTime (.mov) video: please export it as MP4 first (on an iPhone: Settings, Camera, Formats, Most Compatible).',
  'admin.media.upload.photoTooLarge': 'The photo is too large: at most {megabytes} MB.',
  'admin.media.upload.videoTooLarge': 'The video is too large: at most {megabytes} MB.',
  'admin.media.upload.noPoster':
    'This browser cannot show the video, so its poster frame could not be taken. Please try another browser, or convert the video to MP4 (H.264).',

  'admin.media.library': 'The library',
  'admin.media.empty': 'The library is empty. Upload a photo to begin.',
  'admin.media.filter': 'Find',
  'admin.media.filterHint': 'By file name, alt text or caption.',
  'admin.media.noMatch': 'Nothing in the library matches “{text}”.',
  'admin.media.count': '{count} {count:item|items}',
  'admin.media.kind.image': 'Photo',
  'admin.media.kind.video': 'Video',
  'admin.media.kind.drawing': 'Drawing',
  'admin.media.seeded': 'Comes with the site',
  'admin.media.size': '{width} × {height} pixels',
  'admin.media.id': 'Id {id}',
  'admin.media.usedOn': 'Used on {places}',
  'admin.media.unused': 'Not used anywhere yet',
  'admin.media.noAlt': 'No alt text yet',
  'admin.media.place.club': 'the club details',
  'admin.media.place.course': 'the course',
  'admin.media.place.page': 'the {page} page',

  'admin.media.edit': 'Edit the texts',
  'admin.media.editTitle': 'The texts of {name}',
  'admin.media.close': 'Close',
  'admin.media.alt': 'Alt text',
  'admin.media.altHint':
    'What the picture shows, in one sentence, for visitors who cannot see it (“The 18th green at dusk, seen from the clubhouse”).',
  'admin.media.caption': 'Caption',
  'admin.media.captionHint': 'Shown under the picture. Leave it empty for none.',
  'admin.media.credit': 'Credit',
  'admin.media.creditHint': 'Who took it, when that must be said (“Photo: Jan Peeters”).',
  'admin.media.save': 'Save the texts',

  'admin.media.delete': 'Delete',
  'admin.media.confirmDelete': 'Delete “{name}”? It is not used anywhere.',
  'admin.media.confirmDeleteYes': 'Delete it',
  'admin.media.keep': 'Keep it',
  'admin.media.inUse': '“{name}” is used on {places}: take it out there first, then it can be deleted.',
  'admin.media.inUseOk': 'I see',
  'admin.media.deleteFailed': 'Not deleted: {message}',
  'admin.media.deleted': '“{name}” was deleted.',

  'admin.media.picker.chosen': 'Chosen',
  'admin.media.picker.noneChosen': 'No picture chosen yet.',
  'admin.media.picker.choose': 'Choose from the library',
  'admin.media.picker.chooseOne': 'Choose a picture from the library',
  'admin.media.picker.moveUp': 'Move up',
  'admin.media.picker.moveDown': 'Move down',
  'admin.media.picker.remove': 'Remove',
  'admin.media.picker.missing': 'No longer in the library ({id})',
  'admin.media.picker.position': 'Picture {position} of {count}',

  // The header image's description (HeaderImageScreen): a picture too, described as the library's are.
  'admin.headerImage.alt': 'Alt text',
  'admin.headerImage.altHint':
    'What the picture shows, in one sentence, for visitors who cannot see it. Describe the picture above, not the club; leave it empty only for a purely decorative picture.',

  'admin.audit.action.media.upload': 'Uploaded to the media library',
  'admin.audit.action.media.update': 'Changed the texts of a picture',
  'admin.audit.action.media.delete': 'Deleted from the media library',
} as const;
