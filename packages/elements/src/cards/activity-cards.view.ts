// The activities grid of <oriel-cards data-kind="activities">: a chunk of its own, apart from the availabilities grid
// most pages show (cards.widget.tsx). The loader fetches it beside the cards chunk when the attribute asks for it.
export { ActivityCards } from '@oriel/ui';
