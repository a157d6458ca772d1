// one helper for every component test: ui's (the shell may read ui, not the reverse)
export { nothingHappensFor } from '../../../ui/src/testing/nothing-happens';
