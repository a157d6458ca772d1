// A React 19 app built with Vite, typed by the shipped declarations (packages/elements/types): attributes as JSX props,
// an oriel:* listener as an `on` prop, state that changes an attribute.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from '@oriel/elements';

function App() {
  const [size, setSize] = useState(1);
  const [ready, setReady] = useState(0);
  return (
    <main>
      <header>
        <h1>React 19</h1>
        <oriel-cart />
      </header>
      <button type="button" id="host-button" onClick={() => setSize(3)}>
        Tous les bons
      </button>
      <output id="host-state">{`size ${size}, ready ${ready}`}</output>
      <oriel-cards data-kind="vouchers" data-page-size={size} onoriel:ready={() => setReady((n) => n + 1)} />
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<App />);
