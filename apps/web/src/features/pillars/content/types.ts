/** The shape of a pillar page's content (spec section 2 "Pillar pages" and section 3 "Marketing data"). */
import type { PillarId } from '../../../content/pillars.ts';

/** Which drawing stands for an item; components map each key to an icon. */
export type IconKey =
  | 'school'
  | 'faculty'
  | 'projects'
  | 'network'
  | 'credential'
  | 'sandbox'
  | 'fintech'
  | 'health'
  | 'agri'
  | 'energy'
  | 'edtech'
  | 'clean'
  | 'regulation'
  | 'market'
  | 'partners'
  | 'ip'
  | 'studio'
  | 'speed'
  | 'risk'
  | 'talent'
  | 'capital'
  | 'growth'
  | 'jobs'
  | 'countries'
  | 'success'
  | 'research'
  | 'bridge'
  | 'fellowship'
  | 'lab'
  | 'university';

/** The pillar's colour in the theme's palette. */
export type PillarTone = 'primary' | 'secondary' | 'accent';

/**
 * What a button does: go to a route or to a section of the page ('#id'). Where the spec gives a
 * button no target, it goes where the page's own main action of that kind goes (the partnership
 * inquiry), or, with nothing behind it yet (brochure, forum, program pages), it is left out.
 */
export interface PillarAction {
  label: string;
  to: string;
}

export interface Program {
  title: string;
  duration: string;
  level: string;
  description: string;
  /** Absent: the program has no page of its own yet. */
  action?: PillarAction;
}

export interface Feature {
  icon: IconKey;
  title: string;
  description: string;
}

export interface SandboxSector {
  name: string;
  projectCount: number;
  icon: IconKey;
  tone: PillarTone;
  description: string;
  action: PillarAction;
}

export interface Step {
  title: string;
  description: string;
}

export interface Service {
  title: string;
  description: string;
  duration: string;
  deliverables: string[];
}

export interface FundingCategory {
  title: string;
  range: string;
  description: string;
  focus: string[];
  action: PillarAction;
}

export interface ImpactMetric {
  icon: IconKey;
  title: string;
  metric: string;
  description: string;
}

export interface BridgeProgram {
  icon: IconKey;
  title: string;
  description: string;
  duration: string;
  participants: string;
  outcomes: string[];
  action: PillarAction;
}

export interface SuccessStory {
  title: string;
  university: string;
  corporatePartner: string;
  outcome: string;
}

interface BlockHeading {
  /** Anchor id of the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}

/** One content block of a pillar page, rendered by its kind. */
export type PillarBlock = BlockHeading &
  (
    | { kind: 'programs'; items: Program[] }
    | { kind: 'features'; items: Feature[] }
    | { kind: 'sectors'; items: SandboxSector[] }
    | { kind: 'steps'; items: Step[] }
    | { kind: 'services'; items: Service[] }
    | { kind: 'funding'; items: FundingCategory[] }
    | { kind: 'metrics'; items: ImpactMetric[] }
    | { kind: 'bridges'; items: BridgeProgram[] }
    | { kind: 'stories'; items: SuccessStory[] }
  );

export interface PillarPageContent {
  id: PillarId;
  icon: IconKey;
  tone: PillarTone;
  /** Short name, e.g. 'SCITech'. */
  name: string;
  /** Full name, e.g. 'School of Corporate Innovation & Technology'. */
  fullName: string;
  hero: {
    headline: string;
    lead: string;
    /** Three short points shown beside the headline. */
    highlights: string[];
    primary: PillarAction;
    secondary?: PillarAction;
  };
  blocks: PillarBlock[];
  callToAction: {
    title: string;
    text: string;
    primary: PillarAction;
    secondary?: PillarAction;
  };
}
