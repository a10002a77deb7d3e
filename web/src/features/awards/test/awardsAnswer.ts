import type { AwardsAnswer, PublicAward } from '../../../../../common/api/marks';

/** An award whose mark is a photo staff uploaded: AVIF and WebP copies, and a JPEG for any browser. */
export const uploadedAward: PublicAward = {
  name: 'Partner van de Duinstichting',
  year: 2026,
  link: 'https://dunetrust.example/partners',
  picture: {
    id: 'media-0a1b2c3d4e5f6a7b',
    alt: 'Het logo van de Duinstichting: een stern boven een duin',
    caption: '',
    width: 600,
    height: 300,
    src: '/files/media-0a1b2c3d4e5f6a7b-480w.jpg',
    sources: [
      { type: 'image/avif', srcset: '/files/media-0a1b2c3d4e5f6a7b-480w.avif 480w' },
      { type: 'image/webp', srcset: '/files/media-0a1b2c3d4e5f6a7b-480w.webp 480w' },
    ],
  },
};

/** A sample award of a new site, as GET /awards answers it in English: its drawing, no link. */
export const sampleAward: PublicAward = {
  name: 'Sample Ecology Certificate',
  year: 2023,
  link: null,
  picture: {
    id: 'award-ecology',
    alt: 'A round badge with a star, showing a green leaf',
    caption: '',
    width: 240,
    height: 240,
    src: '/art/award-ecology.svg',
    sources: [],
  },
};

export const awardsAnswer = (...awards: PublicAward[]): AwardsAnswer => ({ awards });
