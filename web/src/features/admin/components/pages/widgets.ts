import type { PageWidget } from '../../../../../../common/api/pages';
import type { AdminSectionId } from '../../adminPaths';
import type { AdminMessageKey } from '../../i18n';

interface WidgetInfo {
  /** What visitors see there, as staff call it. */
  name: AdminMessageKey;
  /** The admin section where its contents change; none for the parts the site builds itself. */
  section: AdminSectionId | null;
}

/**
 * The site's features a page places among its texts (PAGE_WIDGETS): the page editor shows each as a fixed
 * card saying where it is edited, so that nobody looks for the lunch menu's dishes in the page's texts.
 */
export const widgetInfo: Record<PageWidget, WidgetInfo> = {
  'lunch-menu': { name: 'admin.pages.widget.lunch-menu', section: 'menu' },
  'bar-hours': { name: 'admin.pages.widget.bar-hours', section: 'openingHours' },
  'table-booking': { name: 'admin.pages.widget.table-booking', section: 'requests' },
  'shop-hours': { name: 'admin.pages.widget.shop-hours', section: 'openingHours' },
  'shop-contact': { name: 'admin.pages.widget.shop-contact', section: 'club' },
  brands: { name: 'admin.pages.widget.brands', section: 'media' },
  'payment-cards': { name: 'admin.pages.widget.payment-cards', section: null },
  'species-list': { name: 'admin.pages.widget.species-list', section: null },
  'plan-timeline': { name: 'admin.pages.widget.plan-timeline', section: null },
  'vlinder-dashboard': { name: 'admin.pages.widget.vlinder-dashboard', section: null },
  'retention-table': { name: 'admin.pages.widget.retention-table', section: null },
  processors: { name: 'admin.pages.widget.processors', section: null },
  'consent-settings': { name: 'admin.pages.widget.consent-settings', section: null },
  'privacy-controller': { name: 'admin.pages.widget.privacy-controller', section: 'club' },
  'privacy-requests': { name: 'admin.pages.widget.privacy-requests', section: 'club' },
  'members-login': { name: 'admin.pages.widget.members-login', section: 'club' },
};
