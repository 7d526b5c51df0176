import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { f100Sectors } from '@commons/core/community/options';
import { fillField } from '../../../test/fill-field.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { navBarHeight } from '../../../theme/theme.ts';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import F100Page from './f100.tsx';

let api: FakeApi;
let user: UserEvent;

beforeEach(() => {
  api = stubApi();
  user = userEvent.setup();
  renderPage(<F100Page />, { path: '/f100' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillValidApplication() {
  const values: Record<string, string> = {
    'First name': 'Amina',
    'Last name': 'Okafor',
    Email: 'amina@example.com',
    Organization: 'Lagos Fintech Labs',
    Position: 'Chief Innovation Officer',
    Experience: 'Twelve years in payments.',
    Leadership: 'Led a venture team of 40.',
    Innovation: 'Agent banking for 2 million customers.',
    Vision: 'Corporates as launchpads for founders.',
  };
  for (const [label, value] of Object.entries(values)) await fillField(user, field(label), value);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Sector/ }), 'Finance');
}

const submit = () => user.click(screen.getByRole('button', { name: 'Submit Application' }));

describe('the F100 page', () => {
  it('shows the hero, the three benefits and the five requirements', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'The Founding 100 (F100)' })).toBeInTheDocument();
    expect(screen.getByText('Limited to 100 Members')).toBeInTheDocument();
    for (const benefit of ['Exclusive Network', 'Recognition', 'Global Impact']) {
      expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
    }
    const requirements = within(screen.getByRole('region', { name: 'Requirements' })).getAllByRole(
      'listitem',
    );
    expect(requirements.map((item) => item.textContent?.replace(/^\d+/, ''))).toEqual([
      'Leadership in innovation or research',
      'Minimum 5 years in the sector',
      'Commitment to collaborative innovation',
      'Active participation in the collective',
      'Willingness to mentor',
    ]);
  });

  it('offers exactly the F100 sectors of the spec', () => {
    const options = within(screen.getByRole('combobox', { name: /^Sector/ })).getAllByRole('option');
    expect(options.slice(1).map((option) => option.textContent)).toEqual([...f100Sectors]);
    expect(options[0]).toBeDisabled();
  });

  it('shows the validation message of every missing required field and sends nothing', async () => {
    await submit();

    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Organization is required',
      'Position is required',
      'Please select a sector',
      'Experience is required',
      'Leadership is required',
      'Innovation is required',
      'Vision is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.requests).toEqual([]);
  });

  it('rejects a short name, a malformed e-mail and a non-web LinkedIn address', async () => {
    await user.type(field('First name'), 'A');
    await user.type(field('Email'), 'amina@');
    await user.type(field('LinkedIn URL'), 'linkedin.com/in/amina');
    await submit();

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('LinkedIn URL must be a valid URL starting with http:// or https://'),
    ).toBeInTheDocument();
  });

  it('posts the application, toasts and replaces the form with a success card', async () => {
    api.reply('POST /api/f100', { status: 201, body: { id: 'a1' } });
    await fillValidApplication();
    await submit();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Application Submitted' });
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    expect(card).toHaveTextContent(
      'Thank you, Amina. The advisory board will review your application within 2 weeks',
    );
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/f100',
        body: expect.objectContaining({
          firstName: 'Amina',
          email: 'amina@example.com',
          sector: 'Finance',
          linkedinUrl: null,
          website: '',
        }),
      },
    ]);
    expect(
      await screen.findByText(
        "Thank you for applying to the F100. We'll review your application within 2 weeks.",
      ),
    ).toBeInTheDocument();
  });

  it('scrolls the whole success card into view below the sticky top bar', async () => {
    const scrolled: Element[] = [];
    vi.stubGlobal('scrollTo', () => {});
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      api.reply('POST /api/f100', { status: 201, body: { id: 'a1' } });
      await fillValidApplication();
      await submit();

      const card = await screen.findByTestId('success-card');
      expect(scrolled).toEqual([card]);
      // jsdom's window is 1024 px wide: the desktop bar's height plus a gap.
      expect(getComputedStyle(card).scrollMarginTop).toBe(`${navBarHeight.md + 16}px`);
      expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 2 }));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('toasts Submission Failed with the server message and keeps the form', async () => {
    api.reply('POST /api/f100', {
      status: 429,
      body: { error: 'Too many requests. Please try again later.' },
    });
    await fillValidApplication();
    await submit();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Submission Failed');
    expect(toast).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
  });

  it("falls back to 'Please try again later.' when the server cannot be reached", async () => {
    await fillValidApplication();
    await submit();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Submission Failed');
    expect(toast).toHaveTextContent('Please try again later.');
  });
});
