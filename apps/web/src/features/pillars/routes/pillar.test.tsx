import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { pillarPages } from '../content/index.ts';
import { pillarIds } from '../../../content/pillars.ts';
import PillarPage from './pillar.tsx';

afterEach(cleanup);

const showPillar = (id: string) =>
  renderPage(<PillarPage />, { path: `/pillars/${id}`, pattern: '/pillars/:pillarId' });

/**
 * The hero and call-to-action buttons per pillar with where they go; null: left out, since nothing
 * stands behind it yet (the spec gives it no action, and a button that does nothing is a defect).
 */
const specButtons: Record<string, [string, string | null][]> = {
  scitech: [
    ['Apply Now', '/membership'],
    ['Download Brochure', null],
    ['Apply to SCITech', '/membership'],
    ['Schedule Consultation', '/partnership'],
  ],
  wsa: [
    ['Join a Sandbox', '/partnership'],
    ['Explore Projects', '/pillars/wsa#sandboxes'],
    ['Start a Sandbox', '/partnership'],
    ['Learn More', '/pillars/wsa#how-it-works'],
  ],
  vsaas: [
    ['Start a Venture', '/partnership'],
    ['Join VSaaS Forum', null],
    ['Partner with VSaaS', '/partnership'],
    ['Speak with an Expert', '/partnership'],
  ],
  acif: [
    ['Apply for Funding', '/partnership'],
    ['Become an Investor', '/partnership'],
    ['Get Funding', '/partnership'],
    ['Invest with ACIF', '/partnership'],
  ],
  academia: [
    ['Join as a Student', '/partnership'],
    ['Join as Faculty', '/partnership'],
    ['Become a Partner', '/partnership'],
    ['Submit Research', '/partnership'],
  ],
};

describe('the pillar pages', () => {
  it.each(pillarIds)('%s has one h1, every block heading and the spec buttons', (id) => {
    showPillar(id);
    const pillar = pillarPages[id];

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: pillar.name })).toBeInTheDocument();
    for (const block of pillar.blocks) {
      expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
      for (const item of block.items) {
        const name = 'title' in item ? item.title : item.name;
        expect(
          screen.getAllByRole('heading', { level: 3, name: new RegExp(name.replace(/[&$]/g, '.')) }).length,
        ).toBeGreaterThan(0);
      }
    }
    for (const [label, target] of specButtons[id]!) {
      if (target) {
        const links = screen.getAllByRole('link', { name: label });
        expect(links.map((link) => link.getAttribute('href'))).toContain(target);
      } else {
        expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
      }
    }
    expect(screen.queryAllByRole('button')).toEqual([]);
    const deadLinks = Array.from(document.querySelectorAll('a')).filter((a) =>
      ['#', ''].includes(a.getAttribute('href') ?? ''),
    );
    expect(deadLinks).toEqual([]);
  });

  it('shows the SCITech programs with duration and level (no Learn More: they have no page yet)', () => {
    showPillar('scitech');
    for (const [title, duration, level] of [
      ['Corporate Innovation Leadership', '12 months', 'Executive'],
      ['Venture Building Accelerator', '6 months', 'Advanced'],
      ['Innovation Management Certificate', '3 months', 'Professional'],
    ] as const) {
      const card = screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
      expect(card).toHaveTextContent(duration);
      expect(card).toHaveTextContent(level);
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    }
    for (const reason of [
      'World-Class Faculty',
      'Real-World Projects',
      'Global Network',
      'Recognized Credentials',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: reason })).toBeInTheDocument();
    }
  });

  it('shows the six WSA sandboxes with their project counts and the five steps in order', () => {
    showPillar('wsa');
    for (const [sector, count] of [
      ['FinTech', 15],
      ['HealthTech', 12],
      ['AgriTech', 18],
      ['EnergyTech', 9],
      ['EdTech', 14],
      ['CleanTech', 11],
    ] as const) {
      const card = screen.getByRole('heading', { level: 3, name: sector }).closest('article') as HTMLElement;
      expect(card).toHaveTextContent(`${count} active projects`);
      expect(within(card).getByRole('link', { name: 'Explore Sandbox' })).toHaveAttribute(
        'href',
        '/partnership',
      );
    }
    const steps = within(screen.getByRole('region', { name: /five steps/ })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((step) => step.textContent?.replace(/^Step \d: /, ''))).toEqual([
      'Problem Definition',
      'Solution Development',
      'Sandbox Testing',
      'Scale & Deploy',
      'Protect & Reward',
    ]);
  });

  it('shows the VSaaS services with their durations and the four phases', () => {
    showPillar('vsaas');
    const services = screen.getByRole('region', { name: /Engagements/ });
    for (const duration of ['4-6 weeks', '6-12 months', '12+ months'])
      expect(services).toHaveTextContent(duration);
    // Each list of deliverables under its visible caption (a plain list takes no aria-label).
    expect(within(services).getAllByText('Deliverables')).toHaveLength(3);
    expect(within(services).getAllByRole('list')).toHaveLength(3);
    const phases = within(screen.getByRole('region', { name: /Four phases/ })).getAllByRole('heading', {
      level: 3,
    });
    expect(phases.map((phase) => phase.textContent?.replace(/^Step \d: /, ''))).toEqual([
      'Discovery',
      'Validation',
      'Build',
      'Scale',
    ]);
  });

  it('shows the ACIF funding ranges and the four impact metrics', () => {
    showPillar('acif');
    for (const [title, range] of [
      ['Startup Funding', '$10K-$500K'],
      ['Intrapreneurship Grants', '$5K-$100K'],
      ['Applied Research', '$25K-$250K'],
    ] as const) {
      const card = screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
      expect(card).toHaveTextContent(range);
      expect(within(card).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/partnership');
    }
    const impact = screen.getByRole('region', { name: /Results/ });
    for (const metric of ['150%', '2,500+', '15', '78%'])
      expect(within(impact).getByText(metric)).toBeInTheDocument();
  });

  it('shows the CollegeBridges programs with duration and participants, and three success stories', () => {
    showPillar('academia');
    const programs = screen.getByRole('region', { name: /Three bridges/ });
    for (const fact of [
      '6-24 months',
      '50+ fellows',
      '12-36 months',
      '25+ projects',
      'Ongoing',
      '15+ universities',
    ]) {
      expect(programs).toHaveTextContent(fact);
    }
    expect(within(programs).getAllByRole('link', { name: 'Join Program' })).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: /already built/ })).getAllByRole('article'),
    ).toHaveLength(3);
  });

  it('has no button that does nothing or only says it is coming soon', () => {
    for (const id of pillarIds) {
      showPillar(id);
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the 404 page for an unknown pillar', () => {
    showPillar('astrology');

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
