import { AdminApp } from '../../features/admin/components/AdminApp';
// The admin previews public content (the board, notifications), so it has the public pages' styles too.
import '../../styles/home.css';
import '../../styles/info-pages.css';
import '../../styles/club.css';
import '../../styles/booking.css';
import '../../styles/course.css';
import '../../styles/admin.css';

/**
 * /admin/*, loaded on demand (app/router.tsx): this module, the admin's screens, texts and styles form
 * their own chunk, never part of the public bundle.
 */
export function AdminRoute() {
  return <AdminApp />;
}
