import type { AccountView } from '@oriel/core';

/** The registrations screens (scaffold: filled in by the registrations work). */
export default function Screens({ view }: { view: AccountView }) {
  return <p>{view.view}</p>;
}
