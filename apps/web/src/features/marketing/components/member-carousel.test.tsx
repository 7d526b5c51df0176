import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedPhilosophies, foundingMembers, philosophyHashtags } from '../../../content/founding-members.ts';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { buildMemberCards, fillToFullSlides, toSlides } from '../lib/member-cards.ts';
import { MemberCarousel } from './member-carousel.tsx';

describe('the founding member carousel', () => {
  beforeEach(() => stubBrowserLayoutApis());
  afterEach(() => vi.unstubAllGlobals());

  it('shows 112 members on 7 slides of 16, with one dot per slide', () => {
    renderPage(<MemberCarousel />);
    const slides = screen.getAllByTestId('member-slide');
    expect(slides).toHaveLength(7);
    for (const slide of slides) expect(slide.querySelectorAll('li')).toHaveLength(16);
    expect(screen.getAllByTestId('member-card')).toHaveLength(112);
    expect(screen.queryAllByTestId('placeholder-card')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Go to slide \d of 7$/ })).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('fills the last slide with Position Available / Join Us cards', () => {
    renderPage(<MemberCarousel members={foundingMembers.slice(0, 100)} />);
    expect(screen.getAllByTestId('member-slide')).toHaveLength(7);
    const placeholders = screen.getAllByTestId('placeholder-card');
    expect(placeholders).toHaveLength(12);
    expect(placeholders[0]).toHaveTextContent('Position Available');
    expect(placeholders[0]).toHaveTextContent('Join Us');
  });

  it('disables previous and next when there is only one slide', () => {
    renderPage(<MemberCarousel members={foundingMembers.slice(0, 5)} />);
    expect(screen.getAllByTestId('member-slide')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it('marks F100 members and exactly two F3 members', () => {
    renderPage(<MemberCarousel />);
    const cards = screen.getAllByTestId('member-card');
    const withBadge = (badge: string) =>
      cards.filter((card) => [...card.querySelectorAll('span')].some((span) => span.textContent === badge));
    expect(withBadge('F3')).toHaveLength(2);
    expect(withBadge('F100').length).toBeGreaterThan(2);
  });
});

describe('member cards', () => {
  it('keeps the two fixed philosophies and draws the others from the hashtag list', () => {
    expect(philosophyHashtags.length).toBeGreaterThanOrEqual(50);
    const draws = [0, 0.5, 0.999];
    let call = 0;
    const cards = buildMemberCards(foundingMembers, () => draws[call++ % draws.length]!);
    const fixedIds = Object.keys(fixedPhilosophies);
    expect(fixedIds).toHaveLength(2);
    for (const card of cards) {
      if (card.kind !== 'member') throw new Error('only members here');
      if (fixedIds.includes(card.id)) expect(card.philosophy).toBe(fixedPhilosophies[card.id]);
      else expect(philosophyHashtags).toContain(card.philosophy);
    }
    const drawn = new Set(
      cards
        .filter((card) => card.kind === 'member' && !fixedIds.includes(card.id))
        .map((card) => card.kind === 'member' && card.philosophy),
    );
    expect(drawn.size).toBe(3);
  });

  it('pads to a multiple of 16 and cuts into slides', () => {
    const cards = buildMemberCards(foundingMembers.slice(0, 33), () => 0);
    const filled = fillToFullSlides(cards, 16);
    expect(filled).toHaveLength(48);
    expect(filled.filter((card) => card.kind === 'placeholder')).toHaveLength(15);
    expect(fillToFullSlides(buildMemberCards(foundingMembers), 16)).toHaveLength(112);
    expect(toSlides(filled, 16).map((slide) => slide.length)).toEqual([16, 16, 16]);
  });
});
