import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { type AdminClubDetails, type ClubDetails, clubDetails } from '../../../../../../common/api/club';
import { useSaveClub } from '../../api/club';
import { staleVersionOf } from '../../api/staleVersion';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { FormSaveBar } from '../FormSaveBar';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
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

/**
 * The club's details as staff edit them, checked with the server's own schema before they are sent; a
 * save publishes them at once. A save someone else's beat is refused, naming them, with their version to
 * load.
 */
export function ClubForm({ initial, reload }: ClubFormProps) {
  const t = useAdminT();
  const save = useSaveClub();
  const [saved, setSaved] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const form = useForm<ClubDetails>({ resolver: zodResolver(clubDetails), defaultValues: initial.club });
  const { isDirty } = useFormState({ control: form.control });
  useUnsavedChangesGuard(isDirty);
  const stale = staleVersionOf(save.error);

  const send = (club: ClubDetails) =>
    save.mutate(
      { version: saved.version, club },
      {
        onSuccess: (answer) => {
          setSaved(answer);
          form.reset(answer.club);
        },
      },
    );
  const loadTheirs = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      setSaved(fresh);
      form.reset(fresh.club);
      save.reset();
    } finally {
      setReloading(false);
    }
  };

  return (
    <FormProvider {...form}>
      <form className="admin-form club-form" noValidate onSubmit={form.handleSubmit(send)}>
        <p className="admin-hint">
          {saved.updatedBy === 'seed'
            ? t('admin.club.seeded')
            : t('admin.club.lastPublished', { who: saved.updatedBy, when: formatDateTime(saved.updatedAt) })}
        </p>
        {stale ? (
          <div className="admin-alert admin-alert--error" role="alert">
            <p className="admin-alert__title">{t('admin.club.stale.title')}</p>
            <p>
              {t('admin.club.stale.who', { who: stale.updatedBy, when: formatDateTime(stale.updatedAt) })}
            </p>
            <button type="button" className="button" disabled={reloading} onClick={() => void loadTheirs()}>
              {t('admin.club.stale.reload')}
            </button>
          </div>
        ) : null}

        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-card__title">{t('admin.club.identityTitle')}</legend>
          <ClubTextField path="name" label={t('admin.club.name')} input={{ autoComplete: 'organization' }} />
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

        <FormSaveBar save={save} label={t('admin.club.publish')} publishes />
      </form>
    </FormProvider>
  );
}
