import type { RefObject } from 'react';
import { useT } from '../../../lib/i18n';

export const STROKE_TABLE_FILE_NAME = 'stroke-table.svg';

/** Saves the drawn table as an SVG file, to print or keep. */
export function StrokeTableDownload({ image }: { image: RefObject<SVGSVGElement | null> }) {
  const t = useT();
  const download = () => {
    const svg = image.current;
    if (!svg) return;
    const markup = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = STROKE_TABLE_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" className="button button--secondary stroke-download" onClick={download}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M10 3v9m0 0l-4-4m4 4l4-4M4 15h12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('handicapStrokeTable.download')}
    </button>
  );
}
