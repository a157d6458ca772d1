// A React single-page app whose every route change removes its widgets and adds others (the cart button included).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from '@oriel/elements';

const route = () => (location.hash === '#/stages' ? 'stages' : 'bons');

function App() {
  const [page, setPage] = useState(route);
  const [size, setSize] = useState(1);
  useEffect(() => {
    const follow = () => setPage(route());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return (
    <main>
      <nav>
        <a href="#/bons">Bons</a> <a href="#/stages">Stages</a>
      </nav>
      {page === 'bons' ? (
        <section key="bons">
          <h1>Bons cadeaux</h1>
          <oriel-cart />
          <button type="button" id="host-button" onClick={() => setSize(3)}>
            Tous les bons
          </button>
          <output id="host-state">{`size ${size}`}</output>
          <oriel-cards data-kind="vouchers" data-page-size={size} />
        </section>
      ) : (
        <section key="stages">
          <h1>Stages</h1>
          <oriel-cart />
          <oriel-cards data-kind="availabilities" data-page-size={2} />
        </section>
      )}
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<App />);
