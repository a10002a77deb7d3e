import { useRef, useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { type ClubDetails, SOCIAL_NETWORKS } from '../../../../../../common/api/club';
import { SOCIAL_NETWORK_NAMES } from '../../../club/clubLinks';
import { useAdminT } from '../../i18n';
import { Field } from '../Field';
import { ClubTextField } from './ClubTextField';

/**
 * The social links as a list: each a network and its address, added and removed here, shown in this order
 * in the footer and the contact section. A new one takes the first network not yet in the list.
 */
export function SocialLinksFields() {
  const t = useAdminT();
  const { control, register, getValues } = useFormContext<ClubDetails>();
  const { errors } = useFormState<ClubDetails>({ control, name: 'socialLinks' });
  const links = useFieldArray({ control, name: 'socialLinks' });
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = links.fields.length >= SOCIAL_NETWORKS.length;

  const add = () => {
    const used = new Set(getValues('socialLinks').map((link) => link.network));
    const network = SOCIAL_NETWORKS.find((name) => !used.has(name)) ?? SOCIAL_NETWORKS[0];
    // Focus goes to the new link's address, the field to fill in.
    links.append(
      { network, url: 'https://' },
      { shouldFocus: true, focusName: `socialLinks.${links.fields.length}.url` },
    );
    setAnnouncement(t('admin.club.socialAdded', { number: links.fields.length + 1 }));
  };
  const remove = (index: number) => {
    links.remove(index);
    setAnnouncement(t('admin.club.socialRemoved', { number: index + 1 }));
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-control="remove"]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? addRef.current)?.focus();
    });
  };

  return (
    <fieldset className="admin-card admin-fieldset">
      <legend className="admin-card__title">{t('admin.club.socialTitle')}</legend>
      <p className="admin-field__hint">{t('admin.club.socialHint')}</p>
      {links.fields.length === 0 ? <p className="admin-empty">{t('admin.club.noSocial')}</p> : null}
      <ol className="admin-list club-social" ref={listRef}>
        {links.fields.map((link, index) => {
          const networkError = (
            get(errors, `socialLinks.${index}.network`) as { message?: string } | undefined
          )?.message;
          return (
            <li key={link.id}>
              <fieldset className="admin-fieldset club-social__link">
                <legend className="admin-field__label">
                  {t('admin.club.socialLink', { number: index + 1 })}
                </legend>
                <div className="admin-form__pair">
                  <Field label={t('admin.club.network')} error={networkError}>
                    {(control) => (
                      <select
                        {...control}
                        className="admin-input"
                        {...register(`socialLinks.${index}.network`)}
                      >
                        {SOCIAL_NETWORKS.map((network) => (
                          <option key={network} value={network}>
                            {SOCIAL_NETWORK_NAMES[network]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <ClubTextField
                    path={`socialLinks.${index}.url`}
                    label={t('admin.club.url')}
                    type="url"
                    input={{ autoComplete: 'url' }}
                  />
                </div>
                <button
                  type="button"
                  className="button button--secondary admin-button--small admin-button--danger"
                  data-control="remove"
                  onClick={() => remove(index)}
                >
                  {t('admin.club.removeSocial')}
                  <span className="visually-hidden">
                    : {t('admin.club.socialLink', { number: index + 1 })}
                  </span>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {full ? null : (
        <button type="button" className="button button--secondary" ref={addRef} onClick={add}>
          {t('admin.club.addSocial')}
        </button>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
