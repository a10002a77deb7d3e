import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AdminClubDetails,
  type ClubDetails,
  clubDetails,
  type PublicClubDetails,
} from '../../../common/api/club';
import type { RevisionSummary } from '../../../common/api/documents';
import { club as seededClub } from '../../../common/config/club';
import type { Language } from '../../../common/i18n/languages';
import type { PageQuerySource } from '../lib/pageQueries';
import { mailCountry } from '../mail/mailLanguage';
import { type DocumentRow, type DocumentStore, MissingDocumentError } from './documentStore';
import { textIn } from './publicPage';

declare module '../lib/pageQueries' {
  interface PageBundle {
    /** The club's details (features/club/api/getClubDetails.ts): the header, footer and contact section. */
    clubDetailsQueryKey?(language: Language): readonly unknown[];
  }
}

/**
 * The club's details (docs/product.md, Club details) as the 'club' document: staff save and publish them at
 * once (a revision and an audit line each time), and the pages, the structured data and the mails read the
 * published ones, cached by the document store and forgotten on every instance when they change.
 */
export const CLUB_DOCUMENT_KEY = 'club';

/** The top-level fields a save changed, named for the history ("phone, social links"). */
const FIELD_NAMES: Record<keyof ClubDetails, string> = {
  name: 'name',
  tagline: 'tagline',
  address: 'address',
  phone: 'telephone',
  email: 'e-mail',
  map: 'map point',
  socialLinks: 'social links',
  membersUrl: 'members site',
  photoCredits: 'photo credits',
};

/** The details as an earlier version of the site may have stored them, without the parts it did not know. */
export type StoredClubDetails = Omit<ClubDetails, 'tagline'> & Partial<Pick<ClubDetails, 'tagline'>>;

/**
 * The stored details as this version reads them, wherever the service reads them (as pageUpgrades.ts does
 * for pages: the store keeps the published value and every revision as saved, and a restore brings an old
 * one back). A document saved before the tagline was the club's (it was the dictionaries' text) has none:
 * it reads the seeded one, the words the footer showed until then.
 */
export function upgradedClub(stored: StoredClubDetails): ClubDetails {
  if (stored.tagline !== undefined) return stored as ClubDetails;
  return { ...stored, tagline: structuredClone(seededClub.tagline) };
}

export function changeSummary(before: ClubDetails, after: ClubDetails): string {
  const changed = (Object.keys(FIELD_NAMES) as (keyof ClubDetails)[]).filter(
    // Not by their JSON: the database keeps an object's keys in an order of its own.
    (field) => !isDeepStrictEqual(before[field], after[field]),
  );
  return changed.length === 0
    ? 'Saved the club details unchanged'
    : `Changed the club's ${changed.map((field) => FIELD_NAMES[field]).join(', ')}`;
}

/**
 * What GET /club answers in a language: the details, the country named as the mails name it, and the
 * tagline in the language (the English one when it is empty there, as a page's texts).
 */
export const publicClubAnswer = (details: ClubDetails, language: Language): PublicClubDetails => ({
  ...details,
  tagline: textIn(details.tagline, language),
  countryName: mailCountry(language, details.address.countryCode),
});

const forStaff = (row: DocumentRow<StoredClubDetails>): AdminClubDetails => ({
  version: row.version,
  club: upgradedClub(row.published),
  updatedAt: row.publishedAt.toISOString(),
  updatedBy: row.publishedBy,
});

export function createClubDetails(documents: DocumentStore) {
  // Parsed once per published value (the store hands out the same object until it changes).
  const parsed = new WeakMap<object, ClubDetails>();

  return {
    /** Creates the document with the sample details of a fresh install; does nothing when it exists. */
    seed: () => documents.seed(CLUB_DOCUMENT_KEY, seededClub, 'The sample club details of a new site'),

    /** The published details. */
    async get(): Promise<ClubDetails> {
      const stored = await documents.published<StoredClubDetails>(CLUB_DOCUMENT_KEY);
      if (stored === null || typeof stored !== 'object') throw new MissingDocumentError(CLUB_DOCUMENT_KEY);
      const known = parsed.get(stored);
      if (known) return known;
      // Saves are checked against the same schema; a row changed by hand that breaks it fails loudly here.
      const details = clubDetails.parse(upgradedClub(stored));
      parsed.set(stored, details);
      return details;
    },

    /** The details with the version staff save on (GET /admin/club). */
    async forStaff(): Promise<AdminClubDetails> {
      const row = await documents.get<StoredClubDetails>(CLUB_DOCUMENT_KEY);
      if (!row) throw new MissingDocumentError(CLUB_DOCUMENT_KEY);
      return forStaff(row);
    },

    /**
     * Saves and publishes the details on `version`, as one revision with its audit line; a StaleVersionError
     * (409, naming who saved first) when `version` is not the latest.
     */
    async save(actor: string, version: number, details: ClubDetails): Promise<AdminClubDetails> {
      const row = await documents.savePublished<StoredClubDetails>(
        actor,
        CLUB_DOCUMENT_KEY,
        version,
        details,
        // An old document's seeded tagline is no change of staff's.
        (before) => changeSummary(upgradedClub(before), details),
      );
      return forStaff(row);
    },

    /** What publishing recorded, newest first (GET /admin/club/revisions). */
    revisions: (): Promise<RevisionSummary[]> => documents.revisions(CLUB_DOCUMENT_KEY),

    /** Publishes revision `n` again on `version`, as a new revision; 404 without it, 409 when stale. */
    async restore(actor: string, n: number, version: number): Promise<AdminClubDetails> {
      return forStaff(await documents.restore<StoredClubDetails>(actor, CLUB_DOCUMENT_KEY, n, version));
    },
  };
}
export type ClubDetailsService = ReturnType<typeof createClubDetails>;

/** Every public page shows the club's details (header, footer): each is rendered with them, and again on a change. */
export const clubDetailsPageQueries = (service: Pick<ClubDetailsService, 'get'>): PageQuerySource => ({
  topics: ['club'],
  async queries(bundle, { language }) {
    const { clubDetailsQueryKey } = bundle;
    if (!clubDetailsQueryKey) return [];
    return [[clubDetailsQueryKey(language), publicClubAnswer(await service.get(), language)]];
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    clubDetails: ClubDetailsService;
  }
}

export const clubDetailsPlugin = fp(
  async function clubDetailsService(app: FastifyInstance) {
    const service = createClubDetails(app.documents);
    // Every start, every instance: the store creates it only when it is not there yet.
    await service.seed();
    app.decorate('clubDetails', service);
    app.pageQueries.add(clubDetailsPageQueries(service));
  },
  { name: 'club-details', dependencies: ['document-store', 'page-queries'] },
);
