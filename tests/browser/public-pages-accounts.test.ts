/** Every page of the member's way in (membership, checkout, sign-in, errors) hydrates and renders; see support/public-pages.ts. */
import { checkPublicPages } from '../support/public-pages.ts';

checkPublicPages("the member's way in, in Chromium", 'accounts');
