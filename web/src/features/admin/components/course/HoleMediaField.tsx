import { useController, useFormState } from 'react-hook-form';
import type { CourseDocument } from '../../../../../../common/api/holes';
import { useAdminT } from '../../i18n';
import { MediaPicker } from '../media/MediaPicker';
import { errorAt } from './courseForm';

type MediaPath = `holes.${number}.${'plan' | 'picture' | 'video'}`;

/**
 * A hole's plan, picture or video from the media library, folded away under what it is now (three open
 * libraries per hole would make a long page on a phone); none chosen, the hole keeps the site's own file.
 */
export function HoleMediaField({ name, label }: { name: MediaPath; label: string }) {
  const t = useAdminT();
  const { field } = useController<CourseDocument, MediaPath>({ name });
  const { errors } = useFormState<CourseDocument>({ name });
  const chosen = typeof field.value === 'string' ? field.value : null;
  const error = errorAt(errors, name);
  return (
    <details className={`course-media${error ? ' course-media--invalid' : ''}`} open={error !== undefined}>
      <summary className="course-media__summary">
        <span className="course-media__label">{label}</span>{' '}
        <span className="course-media__state">{chosen ?? t('admin.course.siteOwnMedia')}</span>
      </summary>
      <MediaPicker
        multiple={false}
        selected={chosen === null ? [] : [chosen]}
        onChange={(ids) => field.onChange(ids[0] ?? null)}
      />
      {error ? <p className="admin-field__error">{error}</p> : null}
    </details>
  );
}
