import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { type AdminClubDetails, type ClubDetails, clubDetails } from '../../../../../../common/api/club';
import { useRestoreClub, useSaveClub } from '../../api/club';
import { useAdminT } from '../../i18n';
import { DocumentHistory } from '../document/DocumentHistory';
import { DocumentNotes, type DocumentNotesTexts } from '../document/DocumentNotes';
import { useDocumentForm } from '../document/useDocumentForm';
import { FormSaveBar } from '../FormSaveBar';
import { ClubLanguagesField } from './ClubLanguagesField';
import { ClubTextField } from './ClubTextField';
import { MapPointFields } from './MapPointFields';
import { SocialLinksFields } from './SocialLinksFields';

interface ClubFormProps {
  initial: AdminClubDetails;
  /** Reads the details again (after a refused save): the newest version, or undefined when that failed. */
  reload: () => Promise<AdminClubDetails | undefined>;
}

/** Staff may type the country in small letters; the schema, the server and Intl want it in capitals. */
const upperCase = {
  setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
};

const notes: DocumentNotesTexts = {
  seeded: 'admin.club.seeded',
  lastChange: 'admin.club.lastPublished',
  stale: 'admin.club.stale',
};

/**
 * The club's details as staff edit them, checked with the server's own schema before they are sent; a
 * save publishes them at once. A save someone else's beat is refused, naming them, with their version to
 * load. Below, the history: any earlier version can be published again.
 */
export function ClubForm({ initial, reload }: ClubFormProps) {
  const t = useAdminT();
  const documentForm = useDocumentForm({
    initial,
    reload,
    resolver: zodResolver(clubDetails),
    documentOf: (answer: AdminClubDetails): ClubDetails => answer.club,
    save: useSaveClub(),
    bodyOf: (version, club) => ({ version, club }),
    restore: useRestoreClub(),
  });

  return (
    <FormProvider {...documentForm.form}>
      <form className="admin-form club-form" noValidate onSubmit={documentForm.onSubmit()}>
        <DocumentNotes state={documentForm} texts={notes} />

        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-card__title">{t('admin.club.identityTitle')}</legend>
          <ClubTextField path="name" label={t('admin.club.name')} input={{ autoComplete: 'organization' }} />
          <ClubLanguagesField
            path="tagline"
            label={t('admin.club.tagline')}
            hint={t('admin.club.taglineHint')}
            maxLength={200}
          />
          <ClubTextField
            path="address.street"
            label={t('admin.club.street')}
            input={{ autoComplete: 'address-line1' }}
          />
          <div className="admin-form__pair">
            <ClubTextField
              path="address.postalCode"
              label={t('admin.club.postalCode')}
              input={{ autoComplete: 'postal-code' }}
            />
            <ClubTextField
              path="address.city"
              label={t('admin.club.city')}
              input={{ autoComplete: 'address-level2' }}
            />
          </div>
          <ClubTextField
            path="address.countryCode"
            label={t('admin.club.countryCode')}
            hint={t('admin.club.countryCodeHint')}
            options={upperCase}
            input={{ autoComplete: 'country', maxLength: 2 }}
            short
          />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-card__title">{t('admin.club.contactTitle')}</legend>
          <ClubTextField
            path="phone"
            label={t('admin.club.phone')}
            hint={t('admin.club.phoneHint')}
            type="tel"
            input={{ autoComplete: 'tel' }}
          />
          <ClubTextField
            path="email"
            label={t('admin.club.email')}
            hint={t('admin.club.emailHint')}
            type="email"
            input={{ autoComplete: 'email' }}
          />
        </fieldset>

        <MapPointFields />

        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-card__title">{t('admin.club.linksTitle')}</legend>
          <ClubTextField
            path="membersUrl"
            label={t('admin.club.membersUrl')}
            hint={t('admin.club.membersUrlHint')}
            type="url"
            input={{ autoComplete: 'url' }}
          />
        </fieldset>

        <SocialLinksFields />

        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-card__title">{t('admin.club.creditsTitle')}</legend>
          <ClubTextField
            path="photoCredits"
            label={t('admin.club.photoCredits')}
            hint={t('admin.club.photoCreditsHint')}
            optional
            input={{ maxLength: 300 }}
          />
        </fieldset>

        <DocumentHistory document="club" texts="admin.club.history" state={documentForm} />

        <FormSaveBar save={documentForm.status} label={t('admin.club.publish')} publishes />
      </form>
    </FormProvider>
  );
}
