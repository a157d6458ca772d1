import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { OrielRuntime } from '../context/runtime';
import { availability } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { AvailabilityCards } from './availability-cards';

// Cards in the organiser's zone and currency (spec 000 §1), and the parts a host page may style.
// The fixture's session starts 14:00 UTC in November: 15:00 in Brussels, 14:00 in London.
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');
const list = { data: [availability()], count: 1 };

function cardFor(organiser: Partial<Pick<OrielRuntime, 'timezone' | 'currency'>>) {
  const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list } });
  renderWith({ ...runtime, ...organiser }, <AvailabilityCards columns={2} pageSize={20} />);
  return screen.findByRole('article', { name: 'Initiation au tennis' });
}

describe("cards in the organiser's zone and currency", () => {
  it('Brussels and euros by default', async () => {
    const card = await cardFor({});
    expect(plain(card.textContent)).toContain('15:00');
    expect(plain(card.textContent)).toContain('20,00 €');
  });

  it("the London organiser's hour and pounds, for the same session and amount", async () => {
    const card = await cardFor({ timezone: 'Europe/London', currency: 'GBP' });
    expect(plain(card.textContent)).toContain('14:00');
    expect(plain(card.textContent)).not.toContain('15:00');
    expect(plain(card.textContent)).toContain('20,00 £GB');
  });

  it("a zero-decimal currency keeps the API's minor units whole (2000 yen, not 20)", async () => {
    const card = await cardFor({ currency: 'JPY' });
    expect(plain(card.textContent)).toMatch(/2 000 JPY|2 000 ¥|¥ ?2 000/);
  });

  it('exposes the card, its media and its title as parts (::part, docs/theming.md)', async () => {
    const card = await cardFor({});
    expect(card.getAttribute('part')).toBe('card');
    expect(card.querySelector('[part="card-title"]')?.textContent).toBe('Initiation au tennis');
    expect(card.querySelector('[part="card-media"]')).not.toBeNull();
  });
});
