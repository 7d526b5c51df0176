import { academia } from './academia.ts';
import { acif } from './acif.ts';
import { scitech } from './scitech.ts';
import type { PillarId } from '../../../content/pillars.ts';
import type { PillarPageContent } from './types.ts';
import { vsaas } from './vsaas.ts';
import { wsa } from './wsa.ts';

export const pillarPages: Record<PillarId, PillarPageContent> = { scitech, wsa, vsaas, acif, academia };

/** The page content of a pillar id from the URL, or undefined for an unknown id. */
export function findPillarPage(id: string | undefined): PillarPageContent | undefined {
  return id !== undefined && Object.hasOwn(pillarPages, id) ? pillarPages[id as PillarId] : undefined;
}
