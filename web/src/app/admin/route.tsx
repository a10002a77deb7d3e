import { AdminApp } from '../../features/admin/components/AdminApp';
import '../../styles/admin.css';

/**
 * /admin/*, loaded on demand by the router's `lazy`: this module, the admin's screens, texts and styles
 * form their own chunk, never part of the public bundle.
 */
export function Component() {
  return <AdminApp />;
}
