import type { Badge as BadgeValue } from '@oriel/core';
import { Badge } from '../primitives/states';
import { useAT } from './account-context';
import { useAccountFormat } from './account-format';

const TONES = { red: 'red', yellow: 'yellow', green: 'green', blue: 'blue', grey: 'default' } as const;

/** The badges of core's rules (001 §4), translated from `badges.{code}` with their amount. */
export function AccountBadges({ badges, prefix = 'badges' }: { badges: readonly (BadgeValue | null | undefined)[]; prefix?: string }) {
  const at = useAT();
  const { money } = useAccountFormat();
  const shown = badges.filter((b): b is BadgeValue => !!b);
  if (!shown.length) return null;
  return (
    <span className="o-badges">
      {shown.map((b) => (
        <Badge key={b.code} tone={TONES[b.tone]}>
          {at.lookup(`${prefix}.${b.code}`, { amount: b.amount === undefined ? undefined : money(b.amount) }) ?? b.code}
        </Badge>
      ))}
    </span>
  );
}
