import { Outlet } from 'react-router';

/** Header, page transition and footer around every page (owned by the UI work). */
export function RootLayout() {
  return (
    <div className="app-shell">
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
