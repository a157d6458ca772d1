import type { AccountView } from '@oriel/core';

/** The profile screens (scaffold: filled in by the profile work). */
export default function Screens({ view }: { view: AccountView }) {
  return <p>{view.view}</p>;
}
