import { listingRoute } from './knowledge-listing.tsx';

/** /knowledge/tag/:slug: the published articles that carry one tag. */
const route = listingRoute('tag');
export const { loader, meta } = route;
export default route.ListingPage;
