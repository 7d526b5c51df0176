import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetRanges, partnershipSectors, partnershipTypes } from '@commons/core/community/options';
import { fillField } from '../../../test/fill-field.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import PartnershipPage from './partnership.tsx';

let api: FakeApi;
let user: UserEvent;

beforeEach(() => {
  api = stubApi();
  user = userEvent.setup();
  renderPage(<PartnershipPage />, { path: '/partnership' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
const choices = (label: string) =>
  within(select(label))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);
const submit = () => user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

describe('the partnership page', () => {
  it('offers the sectors, partnership types and budget ranges of the spec', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Partner with Us' })).toBeInTheDocument();
    expect(choices('Sector')).toEqual([...partnershipSectors]);
    expect(choices('Sector').slice(-3)).toEqual(['Government', 'NGO/Development', 'Other']);
    expect(choices('Partnership type')).toEqual([...partnershipTypes]);
    expect(choices('Budget range')).toEqual([...budgetRanges]);
  });

  it('shows the messages of the missing required fields', async () => {
    await submit();

    for (const message of [
      'Company name is required',
      'Contact name is required',
      'Please enter a valid email address',
      'Please select a sector',
      'Please select a partnership type',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Please select a budget range')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('rejects a phone number made of letters', async () => {
    await fillField(user, field('Phone'), 'call me');
    await submit();

    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('posts the inquiry without the optional fields and shows the success card', async () => {
    api.reply('POST /api/partnership', { status: 201, body: { id: 'p1' } });
    await fillField(user, field('Company name'), 'Savanna Energy Group');
    await fillField(user, field('Contact name'), 'Kwame Mensah');
    await fillField(user, field('Email'), 'kwame@savanna.example');
    await user.selectOptions(select('Sector'), 'NGO/Development');
    await user.selectOptions(select('Partnership type'), 'Innovation Challenge');
    await fillField(user, field('Description'), 'An off-grid storage challenge with startups.');
    await submit();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Partnership Inquiry Submitted' });
    expect(heading.closest('.MuiCard-root')).toHaveTextContent('within 48 hours');
    expect(screen.queryByRole('button', { name: 'Submit Inquiry' })).not.toBeInTheDocument();
    expect(api.requests[0]).toEqual({
      method: 'POST',
      path: '/api/partnership',
      body: {
        companyName: 'Savanna Energy Group',
        contactName: 'Kwame Mensah',
        email: 'kwame@savanna.example',
        phone: null,
        sector: 'NGO/Development',
        partnershipType: 'Innovation Challenge',
        budget: null,
        timeline: null,
        description: 'An off-grid storage challenge with startups.',
        website: '',
      },
    });
    expect(
      await screen.findByText(
        'Thank you for your interest. Our partnerships team will contact you within 48 hours.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the field errors the server returns under their fields', async () => {
    api.reply('POST /api/partnership', {
      status: 400,
      body: {
        error: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    await fillField(user, field('Company name'), 'Acme');
    await fillField(user, field('Contact name'), 'Kwame Mensah');
    await fillField(user, field('Email'), 'kwame@acme.example');
    await user.selectOptions(select('Sector'), 'Energy');
    await user.selectOptions(select('Partnership type'), 'Other');
    await fillField(user, field('Description'), 'Something.');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Submission Failed');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });
});
