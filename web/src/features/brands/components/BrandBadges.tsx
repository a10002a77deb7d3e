import { useT } from '../../../lib/i18n';
import { type Brand, SHOP_BRANDS } from '../brands';

interface BrandBadgesProps {
  /** The accessible name of the list. */
  label: string;
  brands?: readonly Brand[];
}

/** Brand marks as neutral typographic badges: the name set in the site's type, and what the brand makes. */
export function BrandBadges({ label, brands = SHOP_BRANDS }: BrandBadgesProps) {
  const t = useT();
  return (
    <ul className="brand-badges" aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.name} className={`brand-badges__badge brand-badges__badge--${brand.style}`}>
          <span className="brand-badges__name">{brand.name}</span>
          <span className="brand-badges__category">{t(brand.category)}</span>
        </li>
      ))}
    </ul>
  );
}
