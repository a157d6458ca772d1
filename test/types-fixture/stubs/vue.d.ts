// The one interface of vue's own types that @oriel/elements/vue augments, as vue 3 declares it: the fixture checks
// the augmentation's shape without installing vue.
export interface GlobalComponents {}
