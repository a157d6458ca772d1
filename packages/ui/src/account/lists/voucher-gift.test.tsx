import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { one, voucherBoughtWaiting, voucherReceived } from './lists.fixtures';
import { field, renderScreen } from './lists.test-utils';

const words = { recipient_name: 'Mamie Jeanne', message: 'Joyeux anniversaire !\nDe la part de Léa' };

describe('a gift voucher’s recipient name and message in the account', () => {
  it('the buyer reads for whom and the message, its line break kept', async () => {
    await renderScreen('vouchers/ov23', { 'GET /api/account/vouchers/ov23': one({ ...voucherBoughtWaiting, ...words }) });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    expect(field('Offert à')).toBe('Mamie Jeanne');
    const message = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Message')!.nextElementSibling!;
    expect(message.textContent).toBe('Joyeux anniversaire !\nDe la part de Léa');
    expect(message.querySelector('.o-gift-message')).not.toBeNull();
  });

  it('the customer who received it reads them beside who offered it', async () => {
    await renderScreen('vouchers/ov24', { 'GET /api/account/vouchers/ov24': one({ ...voucherReceived, ...words }) });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau padel' });
    expect(field('Offert par')).toBe('Marc Lenoir');
    expect(field('Offert à')).toBe('Mamie Jeanne');
  });

  it('without words, neither line is shown', async () => {
    await renderScreen('vouchers/ov23', { 'GET /api/account/vouchers/ov23': one(voucherBoughtWaiting) });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    expect(field('Offert à')).toBeNull();
    expect(field('Message')).toBeNull();
  });
});
