import { listenApi } from '/work/main/demo/api/src/listen';
const api = await listenApi({ port: 4390 });
console.log(api.url);
for (const p of ['/api/availabilities?limit=3', '/api/website', '/api/session']) {
  const r = await fetch(api.url + p); const t = await r.text(); console.log(p, r.status, t.slice(0, 300));
}
const login = await fetch(api.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@oriel.test', password: 'demo-password' }) });
console.log('login', login.status, (await login.text()).slice(0, 300));
await api.close();
