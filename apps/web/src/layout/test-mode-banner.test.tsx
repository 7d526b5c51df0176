import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render-page.tsx';
import { stubApi } from '../test/stub-api.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const routes = [{ path: '/', element: <TestModeBanner /> }];

describe('the test mode banner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says payments are simulated when the server simulates them', async () => {
    stubApi({ 'GET /api/site': { status: 200, body: { paymentsSimulated: true } } });
    renderRoutes(routes);
    expect(await screen.findByRole('note')).toHaveTextContent('Test mode: payments are simulated');
  });

  it('stays away when payments are real or the server does not answer', async () => {
    const api = stubApi({ 'GET /api/site': { status: 200, body: { paymentsSimulated: false } } });
    renderRoutes(routes);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByText('Test mode: payments are simulated')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/site': 'network-error' });
    renderRoutes(routes);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Test mode: payments are simulated')).not.toBeInTheDocument();
  });
});
