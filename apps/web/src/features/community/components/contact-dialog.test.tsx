import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillField } from '../../../test/fill-field.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { ContactDialog } from './contact-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openDialog() {
  const onClose = vi.fn();
  renderPage(<ContactDialog open onClose={onClose} />);
  return onClose;
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('ContactDialog', () => {
  it('is a labelled dialog whose fields all have labels', () => {
    stubApi();
    openDialog();

    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing', async () => {
    const api = stubApi();
    openDialog();
    const user = userEvent.setup();
    await fillField(user, field('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('posts the message to /api/contact, toasts and closes', async () => {
    const api = stubApi();
    api.reply('POST /api/contact', { status: 201, body: { id: 'c1' } });
    const onClose = openDialog();
    const user = userEvent.setup();
    await fillField(user, field('Name'), 'Zanele Dube');
    await fillField(user, field('Email'), 'zanele@example.org');
    await fillField(user, field('Subject'), 'Forum');
    await fillField(user, field('Message'), 'How do members propose sessions?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        body: {
          name: 'Zanele Dube',
          email: 'zanele@example.org',
          subject: 'Forum',
          message: 'How do members propose sessions?',
          website: '',
        },
      },
    ]);
  });

  it('stays open and toasts Submission Failed when sending fails', async () => {
    stubApi();
    const onClose = openDialog();
    const user = userEvent.setup();
    await fillField(user, field('Name'), 'Zanele Dube');
    await fillField(user, field('Email'), 'zanele@example.org');
    await fillField(user, field('Subject'), 'Forum');
    await fillField(user, field('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
