import { startDemo } from '../../scripts/demo-servers';
import { launchBrowser } from './browser';
const demo = await startDemo({ apiPort: 4420, shellPort: 4421, sitePort: 4422, quiet: true });
const b = await launchBrowser();
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto(demo.urls.site);
await p.locator('oriel-cards .o-card').first().waitFor();
await p.evaluate(() => {
  const bad = document.createElement('oriel-cards'); bad.id = 'bad-kind'; bad.setAttribute('data-kind', 'spaceships');
  document.querySelector('main')!.prepend(bad);
});
await p.waitForTimeout(1000);
console.log('attr', await p.locator('#bad-kind').getAttribute('data-oriel-invalid'));
console.log('count', await p.locator('#bad-kind').evaluate((el) => el.shadowRoot?.querySelector('.oriel-root')?.childElementCount));
console.log('h', await p.locator('#bad-kind').evaluate((el) => el.getBoundingClientRect().height));
await p.locator('oriel-cart .o-cart-button').click({ timeout: 5000 }).catch((e) => console.log('click', e.message.slice(0, 400)));
await b.close(); await demo.close();
