import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { anArticle } from '../../knowledge/index.ts';
import MembershipPage from './membership.tsx';

afterEach(cleanup);

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('the membership page', () => {
  it('shows six tier cards with the monthly prices of the catalogue', () => {
    renderPage(<MembershipPage />, { path: '/membership' });

    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(card('Explorer')).toHaveTextContent('Free');
    expect(card('Builder')).toHaveTextContent('$7.95/month');
    expect(card('Leader')).toHaveTextContent('$9.55/month');
    expect(card('Catalyst')).toHaveTextContent('$23.99/month');
    expect(card('Guardian')).toHaveTextContent('$12.99/month');
    expect(card('Enterprise Partner')).toHaveTextContent('Custom pricing');
    expect(screen.getByText('All annual subscriptions come with a free merch item.')).toBeInTheDocument();
  });

  it('marks Leader Most Popular and Guardian Best Value for ages 14 to 19', () => {
    renderPage(<MembershipPage />, { path: '/membership' });

    expect(within(card('Leader')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Guardian')).getByText('Best Value')).toBeInTheDocument();
    expect(within(card('Guardian')).getByText('Ages 14 to 19')).toBeInTheDocument();
  });

  it('switches to yearly prices with the derived 17% off, and checks out on the yearly plan', async () => {
    renderPage(<MembershipPage />, { path: '/membership' });
    await userEvent.setup().click(screen.getByRole('button', { name: /Yearly/ }));

    expect(card('Builder')).toHaveTextContent('$79.50/year');
    expect(within(card('Builder')).getByText('17% off')).toBeInTheDocument();
    expect(card('Leader')).toHaveTextContent('$95.50/year');
    expect(card('Catalyst')).toHaveTextContent('$239.90/year');
    expect(card('Guardian')).toHaveTextContent('$155.88/year');
    expect(within(card('Guardian')).queryByText(/% off/)).not.toBeInTheDocument();
    expect(within(card('Leader')).getByRole('link', { name: 'Choose Leader' })).toHaveAttribute(
      'href',
      '/checkout?tier=leader&plan=yearly',
    );
  });

  it('sends enterprise to /partnership and the other tiers to checkout with tier and plan', async () => {
    const { router } = renderPage(<MembershipPage />, { path: '/membership' });

    expect(within(card('Explorer')).getByRole('link')).toHaveAttribute(
      'href',
      '/checkout?tier=explorer&plan=monthly',
    );
    expect(within(card('Guardian')).getByRole('link')).toHaveAttribute(
      'href',
      '/checkout?tier=guardian&plan=monthly',
    );
    await userEvent
      .setup()
      .click(within(card('Enterprise Partner')).getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location.pathname).toBe('/partnership');
  });

  it("counts on each tier card the members-only articles the tier opens, from the articles' visibility", async () => {
    stubApi({
      'GET /api/knowledge': {
        status: 200,
        body: [
          anArticle({ visibility: 'public' }),
          anArticle({ visibility: 'members' }),
          anArticle({ visibility: 'paid' }),
          anArticle({ visibility: 'tiers', tiers: ['catalyst'] }),
        ],
      },
    });
    renderPage(<MembershipPage />, { path: '/membership' });

    expect(
      await within(card('Catalyst')).findByText('3 members-only articles in the Knowledge Hub'),
    ).toBeInTheDocument();
    expect(
      within(card('Builder')).getByText('2 members-only articles in the Knowledge Hub'),
    ).toBeInTheDocument();
    expect(
      within(card('Explorer')).getByText('1 members-only article in the Knowledge Hub'),
    ).toBeInTheDocument();
    expect(within(card('Enterprise Partner')).queryByText(/members-only/)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
