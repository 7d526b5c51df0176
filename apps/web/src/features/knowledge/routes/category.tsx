import { listingRoute } from './knowledge-listing.tsx';

/** /knowledge/category/:slug: the published articles of one category. */
const route = listingRoute('category');
export const { loader, meta } = route;
export default route.ListingPage;
