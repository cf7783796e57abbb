import { HEADER_SCROLL_THRESHOLD_PX } from '@silent/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '../theme/theme';
import { Header, type HeaderProps } from './header';

const paths = {
  home: '/',
  login: '/login',
  tool: '/silent',
  adminWaitlist: '/admin/waitlist',
  contact: '/contact',
};
const anchors = {
  products: 'products',
  pricing: 'pricing',
  tutorials: 'tutorials',
  guides: 'guides',
  examples: 'examples',
  api: 'api',
};

function renderHeader(props: Partial<HeaderProps> = {}) {
  const onSignOut = jest.fn();
  const utils = render(
    <MemoryRouter>
      <ThemeProvider>
        <Header user={null} onSignOut={onSignOut} paths={paths} anchors={anchors} {...props} />
      </ThemeProvider>
    </MemoryRouter>,
  );
  return { ...utils, onSignOut };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('links the logo home and the anchors to the landing sections', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Silent Labs' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/#products',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  });

  it('floats only after scrolling more than the threshold', () => {
    const { container } = renderHeader();
    const header = container.querySelector('header') as HTMLElement;
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(HEADER_SCROLL_THRESHOLD_PX);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('ui-header--floating');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('shows Log In when signed out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('shows neither Log In nor the account while auth is loading', () => {
    renderHeader({ loading: true });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('opens the Resources menu with the keyboard, moves with arrows and closes on Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Resources' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tutorials',
      'Guides',
      'Examples',
      'API',
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', '/#tutorials');

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens the Company menu with Space and lists Team → /contact', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Company' });
    button.focus();
    await user.keyboard(' ');
    const team = screen.getByRole('menuitem', { name: 'Team' });
    expect(team).toHaveAttribute('href', '/contact');
    expect(team).toHaveFocus();
  });

  it('closes a menu on a click outside', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signed in: avatar initial and e-mail, with Go to Silent, Admin Dashboard and Sign Out', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderHeader({ user: { email: 'ada@silentlabs.dev' } });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Account menu for ada@silentlabs.dev' });
    expect(within(button).getByText('A')).toBeInTheDocument();
    expect(within(button).getByText('ada@silentlabs.dev')).toBeInTheDocument();

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Go to Silent' })).toHaveAttribute(
      'href',
      '/silent',
    );
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin/waitlist',
    );
    await user.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('names the account button with the e-mail it shows (axe label-content-name-mismatch)', async () => {
    const { container } = renderHeader({ user: { email: 'ada@silentlabs.dev' } });
    const button = screen.getByRole('button', { name: 'Account menu for ada@silentlabs.dev' });
    expect(button).not.toHaveAttribute('aria-label');
    const result = await axe.run(container, {
      runOnly: ['label-content-name-mismatch', 'button-name'],
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('mobile menu: the hamburger toggles the same items and Escape returns focus', async () => {
    const user = userEvent.setup();
    renderHeader({ user: { email: 'grace@silentlabs.dev' } });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Products',
      'Pricing',
      'Team',
      'Tutorials',
      'Guides',
      'Examples',
      'API',
      'Go to Silent',
      'Admin Dashboard',
    ]) {
      expect(within(mobile).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(mobile).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Products' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(mobile).getByRole('link', { name: 'Pricing' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
