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
  'vlinder-dashboard': { name: 'admin.pages.widget.vlinder-dashboard', section: null },
  'retention-table': { name: 'admin.pages.widget.retention-table', section: null },
  processors: { name: 'admin.pages.widget.processors', section: null },
  'consent-settings': { name: 'admin.pages.widget.consent-settings', section: null },
  'privacy-controller': { name: 'admin.pages.widget.privacy-controller', section: 'club' },
  'privacy-requests': { name: 'admin.pages.widget.privacy-requests', section: 'club' },
  'members-login': { name: 'admin.pages.widget.members-login', section: 'club' },
  'greenfee-prices': { name: 'admin.pages.widget.greenfee-prices', section: 'prices' },
  'greenfee-notes': { name: 'admin.pages.widget.greenfee-notes', section: 'prices' },
  'members-only-times': { name: 'admin.pages.widget.members-only-times', section: 'teeSheet' },
  'handicap-limits': { name: 'admin.pages.widget.handicap-limits', section: 'rules' },
  'twilight-times': { name: 'admin.pages.widget.twilight-times', section: 'prices' },
  'book-online': { name: 'admin.pages.widget.book-online', section: null },
  'buggy-price': { name: 'admin.pages.widget.buggy-price', section: 'prices' },
  'buggy-notes': { name: 'admin.pages.widget.buggy-notes', section: 'prices' },
  'buggy-hours': { name: 'admin.pages.widget.buggy-hours', section: 'prices' },
  'course-status': { name: 'admin.pages.widget.course-status', section: 'status' },
  awards: { name: 'admin.pages.widget.awards', section: 'marks' },
  'club-contact': { name: 'admin.pages.widget.club-contact', section: 'club' },
  'course-map': { name: 'admin.pages.widget.course-map', section: 'course' },
  'score-card': { name: 'admin.pages.widget.score-card', section: 'course' },
  'tee-ratings': { name: 'admin.pages.widget.tee-ratings', section: 'course' },
  'hole-by-hole': { name: 'admin.pages.widget.hole-by-hole', section: 'course' },
  'course-par': { name: 'admin.pages.widget.course-par', section: 'course' },
  'handicap-calculator': { name: 'admin.pages.widget.handicap-calculator', section: 'course' },
  'stroke-table-image': { name: 'admin.pages.widget.stroke-table-image', section: 'course' },
  'stroke-table-text': { name: 'admin.pages.widget.stroke-table-text', section: 'course' },
  board: { name: 'admin.pages.widget.board', section: 'board' },
  'range-price': { name: 'admin.pages.widget.range-price', section: 'prices' },
  'range-note': { name: 'admin.pages.widget.range-note', section: 'prices' },
  'range-hours': { name: 'admin.pages.widget.range-hours', section: 'openingHours' },
  'booking-form': { name: 'admin.pages.widget.booking-form', section: 'teeSheet' },
  'paid-booking-note': { name: 'admin.pages.widget.paid-booking-note', section: null },
};
