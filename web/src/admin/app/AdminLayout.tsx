import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useMediaState } from '@/shared/ui/use-media-state';
import { logOut } from '@/admin/api/log-out';
import { adminPaths } from '@/admin/config/paths';
import { ConfirmProvider } from '@/admin/components/ConfirmDialog';
import { MenuIcon } from '@/admin/components/MenuIcon';
import { ToastProvider } from '@/admin/components/Toasts';

const MENU = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: adminPaths.payments, label: 'Transactions', icon: 'payments' },
  { to: adminPaths.balance, label: 'Balance', icon: 'balance' },
  { to: adminPaths.order, label: 'Order', icon: 'order' },
  { to: adminPaths.database, label: 'Database', icon: 'database' },
  { to: adminPaths.account, label: 'Account', icon: 'account' },
  { to: adminPaths.settings, label: 'Settings', icon: 'settings' },
] as const;

/**
 * Up to a small laptop's width the menu starts as icons, so the tables get the room; the toggle
 * still opens it, and crossing that width (a window resized) follows it again.
 */
const NARROW_SCREEN = '(max-width: 1100px)';

/** Side menu (collapsible: icons only when minimised) and the header with Logout. */
export function AdminLayout() {
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useMediaState(NARROW_SCREEN);

  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await logOut();
    navigate(adminPaths.login, { replace: true });
  };

  return (
    <ToastProvider>
      <ConfirmProvider>
        <div className={`admin-frame${collapsed ? ' is-collapsed' : ''}`}>
          <nav className="admin-sidebar" aria-label="Menu admin">
            <button
              type="button"
              className="admin-sidebar-toggle"
              aria-expanded={!collapsed}
              aria-controls="admin-menu"
              aria-label={collapsed ? 'Buka menu' : 'Perkecil menu'}
              onClick={() => setCollapsed((c) => !c)}
            >
              <MenuIcon name="toggle" />
            </button>
            <ul id="admin-menu" className="admin-menu">
              {MENU.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to !== adminPaths.database}
                    title={item.label}
                    aria-label={collapsed ? item.label : undefined}
                  >
                    <MenuIcon name={item.icon} />
                    <span className="admin-menu-label">{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-main">
            <header className="admin-header">
              <h1>Admin Dashboard</h1>
              <button
                type="button"
                className="admin-button secondary"
                disabled={leaving}
                onClick={() => void logout()}
              >
                Logout
              </button>
            </header>
            <main className="admin-content">
              <Suspense fallback={<LoadingText />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
        </div>
      </ConfirmProvider>
    </ToastProvider>
  );
}
