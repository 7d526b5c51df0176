import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyrightLine, siteName, tagline } from '../content/site.ts';
import { clearStoredMember, storeMember } from '../lib/stored-member.ts';
import { SiteLayout } from './site-layout.tsx';
import { stubBrowserLayoutApis } from '../test/browser-apis.ts';
import { renderRoutes } from '../test/render-page.tsx';

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <section id="about">About</section>
      <section id="pillars">Pillars</section>
    </>
  );
}

const layoutRoutes = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <Page name="Home" /> },
      { path: 'login', element: <Page name="Login" /> },
      { path: 'membership', element: <Page name="Membership" /> },
      { path: 'dashboard', element: <Page name="Dashboard" /> },
    ],
  },
];

const scrolledTo: string[] = [];

describe('the site layout', () => {
  beforeEach(() => {
    stubBrowserLayoutApis();
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolledTo.push(this.id);
    });
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    clearStoredMember();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearStoredMember();
  });

  it('shows the name, the tagline and, signed out, Login and Become a Member', () => {
    renderRoutes(layoutRoutes, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: `${siteName} ${tagline}` })).toHaveAttribute('href', '/');
    expect(within(nav).getByText(tagline)).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard to a signed-in member, except on the dashboard itself', async () => {
    storeMember({ id: 'm1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Obi' });
    const { router } = renderRoutes(layoutRoutes, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Admin to an admin only, except inside the console', async () => {
    storeMember({
      id: 'a1',
      email: 'admin@example.org',
      firstName: 'Ama',
      lastName: 'Boateng',
      staffRole: 'admin',
    });
    const { router } = renderRoutes(layoutRoutes, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    await act(() => router.navigate('/admin/dashboard'));
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('opens the side sheet with the same buttons, and Login closes it and navigates', async () => {
    renderRoutes(layoutRoutes, '/');
    // jsdom lays out a 1024 px window, where the menu button is hidden by CSS: find it anyway.
    fireEvent.click(screen.getByLabelText('Open menu'));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/membership',
    );
    fireEvent.click(within(sheet).getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('scrolls to the section named by the hash of /#about and /#pillars', async () => {
    const { router } = renderRoutes(layoutRoutes, '/login');
    await act(() => router.navigate('/#about'));
    expect(scrolledTo).toEqual(['about']);
    fireEvent.click(screen.getByRole('link', { name: 'Our Pillars' }));
    await waitFor(() => expect(scrolledTo).toEqual(['about', 'pillars']));
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(scrolledTo).toEqual(['about', 'pillars', 'about']));
  });

  it('scrolls to the section again when the page moves it while rendering, until the visitor scrolls', async () => {
    // Frames from timers of this test's own: files share one jsdom, and its frame loop does not
    // always survive another file's fake timers (this case failed only in full runs).
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    );
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
    // The page may re-render the section's element: its position is mocked for any element with its id.
    let moved = false;
    const { getBoundingClientRect, scrollIntoView } = Element.prototype;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      return this.id === 'pillars' && moved ? ({ top: -392 } as DOMRect) : getBoundingClientRect.call(this);
    };
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      moved = false;
      scrollIntoView.call(this, options);
    };
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    try {
      const { router } = renderRoutes(layoutRoutes, '/login');
      await act(() => router.navigate('/#pillars'));
      expect(scrolledTo).toEqual(['pillars']);

      // A lazily loaded part above the section gives way to content of another height.
      moved = true;
      act(() => document.body.append(document.createElement('div')));
      await waitFor(() => expect(scrolledTo).toEqual(['pillars', 'pillars']));

      fireEvent.wheel(window);
      moved = true;
      act(() => document.body.append(document.createElement('div')));
      await nextFrame();
      expect(scrolledTo).toEqual(['pillars', 'pillars']);
    } finally {
      Object.assign(Element.prototype, { getBoundingClientRect, scrollIntoView });
    }
  });

  it('has the footer columns, the contact form and the copyright line', async () => {
    renderRoutes(layoutRoutes, '/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('id', 'contact');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/#about'],
      ['Our Pillars', '/#pillars'],
      ['F100 Community', '/f100'],
      ['Knowledge Hub', '/knowledge'],
    ]);
    const involved = within(footer).getByRole('navigation', { name: 'Get Involved' });
    expect(
      within(involved)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Become a Member', '/membership'],
      ['Apply to F100', '/f100'],
      ['Partner with Us', '/partnership'],
      ['Contact', '/#contact'],
      ['Admin', '/login'],
    ]);
    expect(within(footer).queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(within(footer).getByText(copyrightLine)).toHaveTextContent(/^© 2025 /);
    fireEvent.click(within(footer).getByRole('button', { name: 'Send us a message' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('offers a skip link to the main content first', () => {
    renderRoutes(layoutRoutes, '/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
