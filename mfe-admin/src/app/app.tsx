import { Navigate, useLocation } from '@festive/web-kit';
import { AdminHomePage } from './admin-home-page';
import { AdminLoginPage } from '../features/login/components/admin-login-page';

/**
 * The exposed `./app`: the back office at /admin and /admin/login. Any other path
 * under /admin leads to the dashboard (which itself sends a visitor to the login).
 */
export default function App() {
  const path = useLocation().pathname.replace(/\/$/, '');
  if (path === '/admin/login') return <AdminLoginPage />;
  if (path === '/admin') return <AdminHomePage />;
  return <Navigate to="/admin" replace />;
}
