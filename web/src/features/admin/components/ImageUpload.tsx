import { type ChangeEvent, useId, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, type UploadedImage, uploadTypes } from '../../../../../common/api/images';
import { uploadProblem, useUploadImage } from '../api/uploadImage';
import { useAdminT } from '../i18n';
import { errorText } from './errorText';

interface ImageUploadProps {
  /** The button's words: "Upload a portrait". */
  label: string;
  /** Told the stored image once it is uploaded; the screen puts it in its form, to be saved. */
  onUploaded: (image: UploadedImage) => void;
}

const MEGABYTES = UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * Picks an image from the phone or computer and uploads it at once, with its progress; while it runs
 * the button waits. What went wrong is said right under it.
 */
export function ImageUpload({ label, onUploaded }: ImageUploadProps) {
  const t = useAdminT();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string>();
  const upload = useUploadImage(setProgress);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that choosing the same file again is noticed.
    event.target.value = '';
    if (!file) return;
    const wrong = uploadProblem(file);
    if (wrong) {
      upload.reset();
      setProblem(
        wrong === 'type' ? t('admin.upload.wrongType') : t('admin.upload.tooLarge', { megabytes: MEGABYTES }),
      );
      return;
    }
    setProblem(undefined);
    setProgress(0);
    upload.mutate(file, { onSuccess: (image) => onUploaded(image) });
  };

  let status: { text: string; tone: 'neutral' | 'success' | 'error' } = { text: '', tone: 'neutral' };
  if (problem) status = { text: problem, tone: 'error' };
  else if (upload.isPending) {
    status = { text: t('admin.upload.uploading', { percent: Math.round(progress * 100) }), tone: 'neutral' };
  } else if (upload.isError) {
    status = { text: t('admin.upload.failed', { message: errorText(upload.error, t) }), tone: 'error' };
  } else if (upload.isSuccess) {
    const { width, height } = upload.data.original;
    status = { text: t('admin.upload.done', { width, height }), tone: 'success' };
  }

  return (
    <div className="admin-upload">
      <input
        ref={inputRef}
        type="file"
        accept={uploadTypes.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-upload-input"
        onChange={choose}
      />
      <button
        type="button"
        className="button button--secondary admin-button--small admin-upload__button"
        disabled={upload.isPending}
        aria-describedby={statusId}
        onClick={() => inputRef.current?.click()}
      >
        {upload.isPending ? t('admin.upload.busy') : label}
      </button>
      {upload.isPending ? (
        <progress className="admin-upload__progress" value={progress} max={1} aria-hidden="true" />
      ) : null}
      <p
        id={statusId}
        className={`admin-save-status admin-save-status--${status.tone} admin-upload__status`}
        role="status"
      >
        {status.tone !== 'neutral' ? (
          <span className="admin-save-status__icon" aria-hidden="true">
            {status.tone === 'success' ? '✓' : '!'}
          </span>
        ) : null}
        {status.text || t('admin.upload.types', { megabytes: MEGABYTES })}
      </p>
    </div>
  );
}
