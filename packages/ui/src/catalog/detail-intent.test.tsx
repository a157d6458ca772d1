import { fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { bundle, list, voucher } from './catalog.fixtures';
import { OfferCards } from './offer-cards';
import { DETAIL_LOADERS } from './offer-dialog';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});
const embedded = (runtime: ReturnType<typeof testRuntime>['runtime']) => ({ ...runtime, links: { kind: 'embedded' as const, templates: {} } });
const watch = () => ({ bundles: vi.spyOn(DETAIL_LOADERS, 'bundles'), vouchers: vi.spyOn(DETAIL_LOADERS, 'vouchers') });

describe('a card fetches its detail view on the first sign of intent', () => {
  it('not while the grid is only browsed; when the pointer comes over the card, before any open; and the open shows it', async () => {
    const loads = watch();
    const { runtime } = testRuntime({ routes: { 'GET /api/bundles': list([bundle()]), 'GET /api/bundles/b-10': { data: bundle() } } });
    renderWith(embedded(runtime), <OfferCards kind="bundles" columns={2} pageSize={20} />);
    const open = await screen.findByRole('button', { name: 'Carte 10 séances' });
    expect(loads.bundles).not.toHaveBeenCalled();
    fireEvent.pointerEnter(open);
    expect(loads.bundles).toHaveBeenCalledTimes(1);
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Carte 10 séances' });
    await within(dialog).findByText('Valable pour tous les cours.');
    // only the kind shown: no voucher view for a bundle grid
    expect(loads.vouchers).not.toHaveBeenCalled();
  });

  it('when the focus comes to it, for a keyboard', async () => {
    const loads = watch();
    const { runtime } = testRuntime({ routes: { 'GET /api/vouchers': list([voucher()]) } });
    renderWith(embedded(runtime), <OfferCards kind="vouchers" columns={2} pageSize={20} />);
    const open = (await screen.findAllByRole('button'))[0]!;
    expect(loads.vouchers).not.toHaveBeenCalled();
    open.focus();
    expect(loads.vouchers).toHaveBeenCalledTimes(1);
    expect(loads.bundles).not.toHaveBeenCalled();
  });
});
