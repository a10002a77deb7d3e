import { forwardRef } from 'react';
import type { Tee } from '../../../../../common/api/holes';
import {
  formatCourseHandicap,
  formatHandicapIndex,
  type IndexRange,
  type StrokeTableRow,
} from '../../../../../common/rules/strokeTable';
import { useT } from '../../../lib/i18n';

const W = 960;
const MARGIN = 32;
const BAND = 100;
const HEAD = 46;
const ROW = 21;
const GAP = 22;
const NOTE = 46;
const CH_WIDTH = 42;

const INK = '#14202A';
const SEA = '#1F3A4D';
const SAND = '#F4EEE2';
const PAPER = '#FAF7F0';
const ZEBRA = '#EFE7D6';
const MUTED = '#4A5B66';
const HIGHLIGHT = '#A8BD7A';
const TEXT = "'Source Sans 3', 'Segoe UI', Roboto, Arial, sans-serif";
const DISPLAY = "Fraunces, Georgia, 'Times New Roman', serif";

export const rangeText = (range: IndexRange | undefined) => {
  if (!range) return '–';
  const from = formatHandicapIndex(range.from);
  return range.from === range.to ? from : `${from}–${formatHandicapIndex(range.to)}`;
};

interface StrokeTableImageProps {
  clubName: string;
  tees: readonly Tee[];
  rows: readonly StrokeTableRow[];
  par: number;
  /** A handicap index to mark in every tee's column. */
  highlight?: number;
  titleId: string;
  descId: string;
}

/**
 * The stroke table as one image, like the board in the clubhouse: the course handicaps in three blocks,
 * for each tee the range of handicap indexes that gives it. Drawn with presentation attributes only, so
 * the same markup stands alone when downloaded as an SVG file.
 */
export const StrokeTableImage = forwardRef<SVGSVGElement, StrokeTableImageProps>(function StrokeTableImage(
  { clubName, tees, rows, par, highlight, titleId, descId },
  ref,
) {
  const t = useT();
  const blocks = tees.length > 4 ? 2 : 3;
  const perBlock = Math.ceil(rows.length / blocks);
  const blockWidth = (W - 2 * MARGIN - (blocks - 1) * GAP) / blocks;
  const teeWidth = (blockWidth - CH_WIDTH) / Math.max(1, tees.length);
  const height = BAND + 24 + HEAD + perBlock * ROW + NOTE;
  const top = BAND + 24;

  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      className="stroke-image"
      viewBox={`0 0 ${W} ${height}`}
      width={W}
      height={height}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>{t('handicapStrokeTable.imageTitle')}</title>
      <desc id={descId}>{t('handicapStrokeTable.imageDesc')}</desc>
      <rect width={W} height={height} fill={PAPER} />
      <rect width={W} height={BAND} fill={SEA} />
      <text
        x={MARGIN}
        y={34}
        fill="#A8BD7A"
        fontFamily={TEXT}
        fontSize={12}
        fontWeight={700}
        letterSpacing={2.4}
      >
        {clubName.toUpperCase()}
      </text>
      <text x={MARGIN} y={70} fill={SAND} fontFamily={DISPLAY} fontSize={30} fontWeight={500}>
        {t('handicapStrokeTable.imageHeading')}
      </text>
      <text x={W - MARGIN} y={70} fill={SAND} fontFamily={TEXT} fontSize={14} textAnchor="end">
        {t('handicapStrokeTable.imageSub', { par })}
      </text>
      {Array.from({ length: blocks }, (_, block) => {
        const x0 = MARGIN + block * (blockWidth + GAP);
        const slice = rows.slice(block * perBlock, (block + 1) * perBlock);
        return (
          <g key={`from-${slice[0]?.courseHandicap}`}>
            <rect x={x0} y={top} width={blockWidth} height={HEAD} fill={SAND} />
            <text x={x0 + 8} y={top + 28} fill={SEA} fontFamily={TEXT} fontSize={11} fontWeight={700}>
              CH
            </text>
            {tees.map((tee, column) => {
              const cx = x0 + CH_WIDTH + column * teeWidth + teeWidth / 2;
              return (
                <g key={tee.id}>
                  <circle
                    cx={cx - 18}
                    cy={top + 16}
                    r={4.5}
                    fill={tee.colour}
                    stroke={INK}
                    strokeWidth={0.8}
                  />
                  <text
                    x={cx - 10}
                    y={top + 20}
                    fill={SEA}
                    fontFamily={TEXT}
                    fontSize={11.5}
                    fontWeight={700}
                  >
                    {tee.name}
                  </text>
                  <text x={cx} y={top + 36} fill={MUTED} fontFamily={TEXT} fontSize={9.5} textAnchor="middle">
                    {`${tee.courseRating.toFixed(1)} / ${tee.slope}`}
                  </text>
                </g>
              );
            })}
            <path d={`M${x0} ${top + HEAD}h${blockWidth}`} stroke={SEA} strokeWidth={1.5} />
            {slice.map((row, index) => {
              const y = top + HEAD + index * ROW;
              return (
                <g key={row.courseHandicap}>
                  {index % 2 === 1 ? (
                    <rect x={x0} y={y} width={blockWidth} height={ROW} fill={ZEBRA} />
                  ) : null}
                  <text x={x0 + 8} y={y + 15} fill={SEA} fontFamily={TEXT} fontSize={12} fontWeight={700}>
                    {formatCourseHandicap(row.courseHandicap)}
                  </text>
                  {tees.map((tee, column) => {
                    const range = row.ranges[tee.id];
                    const marked =
                      highlight !== undefined &&
                      range !== undefined &&
                      highlight >= range.from &&
                      highlight <= range.to;
                    const cx = x0 + CH_WIDTH + column * teeWidth;
                    return (
                      <g key={tee.id}>
                        {marked ? (
                          <rect
                            x={cx + 1}
                            y={y + 1}
                            width={teeWidth - 2}
                            height={ROW - 2}
                            rx={3}
                            fill={HIGHLIGHT}
                          />
                        ) : null}
                        <text
                          x={cx + teeWidth / 2}
                          y={y + 15}
                          fill={range ? INK : MUTED}
                          fontFamily={TEXT}
                          fontSize={11}
                          fontWeight={marked ? 700 : 400}
                          textAnchor="middle"
                        >
                          {rangeText(range)}
                        </text>
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </g>
        );
      })}
      <text x={MARGIN} y={height - 18} fill={MUTED} fontFamily={TEXT} fontSize={11.5}>
        {t('handicapStrokeTable.imageNote')}
      </text>
    </svg>
  );
});
