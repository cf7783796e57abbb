import { HEADER_SCROLL_THRESHOLD_PX } from '@silent/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../primitives/button';
import { cx } from '../primitives/class-names';
import { focusableIn } from '../primitives/focusable';
import { ThemeToggle } from '../theme/theme-toggle';
import { DropdownMenu, type MenuItem } from './dropdown-menu';
import { useScrolledPast } from './use-scrolled';

export interface HeaderUser {
  email: string;
}

/** The app's URLs the header links to (pass the app's `paths` object). */
export interface HeaderPaths {
  home: string;
  login: string;
  tool: string;
  adminWaitlist: string;
  contact: string;
}

/** Ids of the landing page sections behind the header's anchors. */
export interface HeaderAnchors {
  products: string;
  pricing: string;
  tutorials: string;
  guides: string;
  examples: string;
  api: string;
}

export interface HeaderProps {
  user: HeaderUser | null;
  /** While auth is resolving, a same-size placeholder keeps the bar from shifting. */
  loading?: boolean;
  onSignOut: () => void | Promise<void>;
  paths: HeaderPaths;
  anchors: HeaderAnchors;
  brand?: string;
}

function initialOf(email: string): string {
  return (email.trim()[0] ?? '?').toUpperCase();
}

function Avatar({ email }: { email: string }) {
  return (
    <span className="ui-avatar" aria-hidden="true">
      {initialOf(email)}
    </span>
  );
}

/** Sticky site header; past the scroll threshold it becomes a floating, blurred bar. */
/** A titled list of the mobile menu: the same links as a desktop dropdown. */
function MobileGroup({ id, title, items }: { id: string; title: string; items: MenuItem[] }) {
  return (
    <>
      <p className="ui-header__mobile-group" id={id}>
        {title}
      </p>
      <ul className="ui-header__mobile-list" aria-labelledby={id}>
        {items.map((item) =>
          'to' in item ? (
            <li key={item.id}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ) : null,
        )}
      </ul>
    </>
  );
}

export function Header({
  user,
  loading = false,
  onSignOut,
  paths,
  anchors,
  brand = 'Silent Labs',
}: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const location = useLocation();

  // Any navigation (including an in-page anchor) closes the mobile menu.
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!mobileOpen || !panel) return;
    focusableIn(panel)[0]?.focus();
    // Keys are handled for the whole panel (delegated from its links and buttons).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setMobileOpen(false);
        hamburgerRef.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const items = focusableIn(panel);
      const current = items.indexOf(document.activeElement as HTMLElement);
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      event.preventDefault();
      items[(current + delta + items.length) % items.length]?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  const anchor = (id: string) => `${paths.home}#${id}`;
  const companyItems: MenuItem[] = [{ id: 'team', label: 'Team', to: paths.contact }];
  const resourceItems: MenuItem[] = [
    { id: 'tutorials', label: 'Tutorials', to: anchor(anchors.tutorials) },
    { id: 'guides', label: 'Guides', to: anchor(anchors.guides) },
    { id: 'examples', label: 'Examples', to: anchor(anchors.examples) },
    { id: 'api', label: 'API', to: anchor(anchors.api) },
  ];
  const signOut = () => void onSignOut();
  const userItems: MenuItem[] = [
    { id: 'tool', label: 'Go to Silent', to: paths.tool },
    { id: 'admin', label: 'Admin Dashboard', to: paths.adminWaitlist },
    { id: 'sign-out', label: 'Sign Out', onSelect: signOut },
  ];

  return (
    <header className={cx('ui-header', scrolled && 'ui-header--floating')} data-scrolled={scrolled}>
      <div className="ui-header__bar">
        <Link to={paths.home} className="ui-header__logo">
          <span className="ui-header__logo-mark" aria-hidden="true" />
          {brand}
        </Link>

        <nav className="ui-header__nav" aria-label="Main">
          <ul className="ui-header__links">
            <li>
              <Link className="ui-header__link" to={anchor(anchors.products)}>
                Products
              </Link>
            </li>
            <li>
              <Link className="ui-header__link" to={anchor(anchors.pricing)}>
                Pricing
              </Link>
            </li>
            <li>
              <DropdownMenu
                trigger="Company"
                items={companyItems}
                buttonClassName="ui-header__link"
              />
            </li>
            <li>
              <DropdownMenu
                trigger="Resources"
                items={resourceItems}
                buttonClassName="ui-header__link"
              />
            </li>
          </ul>
        </nav>

        <div className="ui-header__actions">
          <ThemeToggle />
          <div className="ui-header__account">
            {loading ? (
              <span className="ui-header__placeholder" aria-hidden="true" />
            ) : user ? (
              <DropdownMenu
                align="end"
                buttonClassName="ui-header__user"
                // Named by its content, not aria-label: the name then holds the e-mail a
                // person sees (axe label-content-name-mismatch, speech input).
                trigger={
                  <>
                    <Avatar email={user.email} />
                    <span className="ui-visually-hidden">Account menu for </span>
                    <span className="ui-header__email">{user.email}</span>
                  </>
                }
                header={
                  <p className="ui-dropdown__header">
                    Signed in as <strong>{user.email}</strong>
                  </p>
                }
                items={userItems}
              />
            ) : (
              <Link
                to={paths.login}
                className={buttonClassName({ variant: 'primary', size: 'sm' })}
              >
                Log In
              </Link>
            )}
          </div>
          <button
            ref={hamburgerRef}
            type="button"
            className="ui-button ui-button--ghost ui-button--icon ui-header__hamburger"
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none">
              {mobileOpen ? (
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>

      <div ref={panelRef} id={panelId} className="ui-header__mobile" hidden={!mobileOpen}>
        <nav aria-label="Mobile">
          <ul className="ui-header__mobile-list">
            <li>
              <Link to={anchor(anchors.products)}>Products</Link>
            </li>
            <li>
              <Link to={anchor(anchors.pricing)}>Pricing</Link>
            </li>
          </ul>
          <MobileGroup id={`${panelId}-company`} title="Company" items={companyItems} />
          <MobileGroup id={`${panelId}-resources`} title="Resources" items={resourceItems} />
          <div className="ui-header__mobile-account">
            {loading ? null : user ? (
              <>
                <p className="ui-header__mobile-user">
                  <Avatar email={user.email} />
                  <span>{user.email}</span>
                </p>
                <ul className="ui-header__mobile-list">
                  <li>
                    <Link to={paths.tool}>Go to Silent</Link>
                  </li>
                  <li>
                    <Link to={paths.adminWaitlist}>Admin Dashboard</Link>
                  </li>
                  <li>
                    <button type="button" onClick={signOut}>
                      Sign Out
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <Link
                to={paths.login}
                className={buttonClassName({ variant: 'primary', fullWidth: true })}
              >
                Log In
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
