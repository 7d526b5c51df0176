/** Every page of the site's own (landing, pillars, F100, partnership, knowledge) hydrates and renders; see support/public-pages.ts. */
import { checkPublicPages } from '../support/public-pages.ts';

checkPublicPages("the site's own pages in Chromium", 'site');
