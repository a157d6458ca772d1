// The bundles, memberships and vouchers grids of <oriel-cards data-kind>: a chunk of their own, apart from the
// availabilities grid most pages show (cards.widget.tsx). The loader fetches it beside the cards chunk when the
// attribute asks for it.
export { OfferCards } from '@oriel/ui';
