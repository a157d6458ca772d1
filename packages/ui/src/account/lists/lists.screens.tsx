import type { AccountView } from '@oriel/core';

/** The lists screens (scaffold: filled in by the lists work). */
export default function Screens({ view }: { view: AccountView }) {
  return <p>{view.view}</p>;
}
