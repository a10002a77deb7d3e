import { Fragment, useId } from 'react';
import type { BoardMember } from '../../../../../common/api/content';
import { filePath } from '../../../../../common/api/paths';
import { LoadAfterStart } from '../../../components/ui/LoadAfterStart';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { useLanguage, useT } from '../../../lib/i18n';
import { groupBoardMembers, hasDividerAfter, type ShownBoardMember } from '../lib/groupBoardMembers';

/** The portraits are square (uploads are cut to a square by CSS); they are shown at this size. */
const PORTRAIT_SIZE = 160;
/** Their width on the page (8.5rem in club.css), for the browser to pick a copy of an upload. */
const PORTRAIT_SIZES = '136px';

function BoardMemberCard({ member }: { member: ShownBoardMember }) {
  const t = useT();
  const alt = member.name ? t('bod.memberAlt', { name: member.name, title: member.title }) : member.title;
  return (
    <li className="board__member">
      {/* The portrait loads once the app runs: it is never the page's largest paint, and a page's text and
          fonts have the line to themselves meanwhile (docs/decisions/0034). Its circle keeps its place. */}
      <span className="board__frame">
        <LoadAfterStart>
          <ResponsiveImage
            className="board__portrait"
            src={filePath(member.image)}
            alt={alt}
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
            sizes={PORTRAIT_SIZES}
            loading="lazy"
            decoding="async"
          />
        </LoadAfterStart>
      </span>
      <p className="board__title">{member.title}</p>
      {member.name ? <p className="board__name">{member.name}</p> : null}
    </li>
  );
}

/**
 * The board grouped by category, with a divider between groups but not after the last, its categories and
 * titles in the page's language where staff wrote them, else in English (docs/product.md, Who's Who).
 */
export function BoardGroups({ members }: { members: readonly BoardMember[] }) {
  const groups = groupBoardMembers(members, useLanguage());
  const idPrefix = useId();
  return (
    <div className="board">
      {groups.map((group, index) => {
        const headingId = `${idPrefix}-group-${index}`;
        return (
          <Fragment key={group.category}>
            <section className="board__group" aria-labelledby={headingId}>
              <h2 id={headingId} className="board__category">
                {group.category}
              </h2>
              <ul className="board__members">
                {group.members.map((member, memberIndex) => (
                  // Titles and images may repeat; the position in the list is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is static content.
                  <BoardMemberCard key={memberIndex} member={member} />
                ))}
              </ul>
            </section>
            {hasDividerAfter(index, groups.length) ? <hr className="board__divider" /> : null}
          </Fragment>
        );
      })}
    </div>
  );
}
