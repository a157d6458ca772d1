import type { AccountView } from '@oriel/core';

/** The participants screens (scaffold: filled in by the participants work). */
export default function Screens({ view }: { view: AccountView }) {
  return <p>{view.view}</p>;
}
