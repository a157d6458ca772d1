import { describe, expect, inject, it } from 'vitest';
import { registerCustomer } from './api-fixtures';
import { axe, describeViolations, openContext, tokenKey, useBrowser, watchErrors } from './browser';

const urls = inject('urls');
const browser = useBrowser();

/** A customer of its own with a 50 € gift voucher in the cart, through the API; answers the token. */
async function customerWithVoucher(email: string): Promise<string> {
  const token = await registerCustomer(urls.api, email, 'Paula');
  const vouchers = (await (await fetch(`${urls.api}/api/vouchers`)).json()) as { data: { id: number; price: number }[] };
  const voucher = vouchers.data.find((v) => v.price === 5000);
  if (!voucher) throw new Error('the seed has no 50 € voucher');
  const res = await fetch(`${urls.api}/api/carts/items`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ vouchers: [{ voucher_id: voucher.id, quantity: 1 }] }),
  });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${await res.text()}`);
  return token;
}

async function payOnline(email: string, outcome: 'Payer' | 'Échouer') {
  const token = await customerWithVoucher(email);
  const context = await openContext(browser());
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${urls.shell}fr/checkout`);
  const main = page.locator('main');
  await main.getByLabel('Payer en ligne maintenant').check();
  await main.getByLabel("J'accepte les conditions générales").check();
  await main.getByRole('button', { name: 'Confirmer ma commande' }).click();
  await page.waitForURL(new RegExp(`^${new URL(urls.api).origin}/pay/`));
  await page.getByRole('button', { name: outcome, exact: true }).click();
  return { context, page, main, errors };
}

describe('the online payment return page (issue 35)', () => {
  it('paid: the amount in euros, the method and its status, then links to the account that lead there', async () => {
    const { context, page, main, errors } = await payOnline(`e2e-paid-${Date.now()}@oriel.test`, 'Payer');
    await page.waitForURL(/\/fr\/checkout\/[^/]+\/success/);
    await main.getByRole('heading', { level: 1, name: 'Merci pour votre commande' }).waitFor();
    const paid = main.getByRole('region', { name: 'Paiement', exact: true });
    expect(await paid.locator('dt').allTextContents()).toEqual(['En ligne']);
    expect((await paid.locator('dd').innerText()).replace(/\s+/g, ' ')).toBe('50,00 € Payé');
    expect(await main.getByText('Montant à virer').count()).toBe(0);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    expect(await main.getByRole('link', { name: 'Mes inscriptions' }).getAttribute('href')).toBe('/fr/account/registrations');
    await main.getByRole('link', { name: 'Mes commandes' }).click();
    await page.waitForURL(/\/fr\/account\/carts$/);
    // the new customer's one order, the one just paid
    const orders = main.getByRole('list', { name: 'Mes commandes' });
    await orders.waitFor();
    expect(await orders.getByRole('listitem').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refused: says so with why, and nothing is listed as paid', async () => {
    const { context, page, main, errors } = await payOnline(`e2e-refused-${Date.now()}@oriel.test`, 'Échouer');
    await page.waitForURL(/payment=failed/);
    await main.getByRole('heading', { level: 1, name: "Le paiement n'a pas abouti" }).waitFor();
    expect(await main.getByRole('alert').textContent()).toContain("Rien n'a été débité");
    expect(await main.getByRole('region', { name: 'Paiement', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
