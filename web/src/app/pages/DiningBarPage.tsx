import type { PublicPicture } from '../../../../common/api/media';
import { PictureSources } from '../../components/ui/PictureSources';
import { ContentBlocks } from '../../features/content-pages/components/ContentBlocks';
import { BarHours } from '../../features/menu-card/components/BarHours';
import { LunchMenu } from '../../features/menu-card/components/LunchMenu';
import {
  TABLE_BOOKING_ANCHOR,
  TableBookingCard,
} from '../../features/table-booking/components/TableBookingCard';
import { useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import { isWidget } from './pageBlocks';
import '../../styles/club.css';

/**
 * The page's first picture, over the text: the page's largest paint on a phone, in view as it opens, so
 * fetched at once rather than lazily as the pictures among the texts are.
 */
function Illustration({ picture }: { picture: PublicPicture }) {
  const image = (
    <img
      className="club-illustration"
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      fetchPriority="high"
      decoding="async"
    />
  );
  const sized =
    picture.sources.length > 0 ? (
      <PictureSources sources={picture.sources} sizes="(min-width: 48rem) 42rem, 100vw">
        {image}
      </PictureSources>
    ) : (
      image
    );
  return picture.caption ? (
    <figure className="content-picture">
      {sized}
      <figcaption>{picture.caption}</figcaption>
    </figure>
  ) : (
    sized
  );
}

/**
 * The clubhouse's dining room, menu, bar and bridge room (docs/product.md, Dining & Bar), from the page's
 * texts, with the table booking card beside them and a link down to it on a phone.
 */
export function DiningBarPage() {
  const t = useT();
  return (
    <ContentPage pageKey="dining-bar">
      {(page) => {
        const [first, ...others] = page.blocks;
        const illustration =
          first?.kind === 'picture' && first.picture && !first.picture.video ? first.picture : null;
        const blocks = illustration ? others : page.blocks;
        const booking = blocks.some((block) => isWidget(block, 'table-booking'));
        return (
          <div className="club-layout club-layout--aside">
            <div className="club-layout__main">
              {booking ? (
                <p className="club-jump">
                  <a className="button" href={`#${TABLE_BOOKING_ANCHOR}`}>
                    {t('diningBar.bookTableLink')}
                  </a>
                </p>
              ) : null}
              {illustration ? <Illustration picture={illustration} /> : null}
              <ContentBlocks
                blocks={blocks.filter((block) => !isWidget(block, 'table-booking'))}
                widgets={{ 'lunch-menu': <LunchMenu />, 'bar-hours': <BarHours /> }}
                sectionClassName="club-section"
                idPrefix="dining"
              />
            </div>
            {booking ? (
              <div className="club-layout__aside">
                <TableBookingCard />
              </div>
            ) : null}
          </div>
        );
      }}
    </ContentPage>
  );
}
