import type { PublicBlock } from '../../../../../common/api/pages';

type TimelineBlock = Extract<PublicBlock, { kind: 'timeline' }>;

/**
 * A timeline block: its title over the dated steps, each a "when" (a year, "Spring 2021") and its line.
 * Plain text from the server, written as text.
 */
export function ContentTimeline({ block, idPrefix }: { block: TimelineBlock; idPrefix: string }) {
  const titleId = `${idPrefix}-${block.id}`;
  return (
    <section className="content-timeline" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-timeline__title">
        {block.title}
      </h2>
      <ol className="content-timeline__steps">
        {block.items.map((item, at) => (
          // Steps have no id of their own; two may well share a "when".
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole, never reordered in place.
          <li key={at} className="content-timeline__step">
            <span className="content-timeline__when">{item.when}</span>
            <span className="content-timeline__what">{item.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
