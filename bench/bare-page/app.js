// The floor of the start-up budgets (issue #18): a bare React 19 + React Router page with a heading,
// a paragraph and a button, prerendered and hydrated like the product's pages. Plain createElement
// so that Node renders it at build time without a JSX step.
import { createElement as h, useState } from 'react';
import { Route, Routes } from 'react-router-dom';

function Home() {
  const [clicks, setClicks] = useState(0);
  return h(
    'main',
    null,
    h('h1', null, 'Pagină de referință'),
    h('p', null, 'O pagină React minimă, prerandată și hidratată, măsurată în aceeași rulare cu paginile produsului.'),
    h('button', { type: 'button', onClick: () => setClicks((n) => n + 1) }, `Apăsat de ${clicks} ori`),
  );
}

export function App() {
  return h(Routes, null, h(Route, { path: '/', element: h(Home) }));
}
