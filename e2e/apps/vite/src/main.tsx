import 'bulma/css/bulma.min.css';
import 'bulmatic/extras.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'bulmatic';
import { StatefulDemos } from '../shared/StatefulDemos';
import { StaticDemos } from '../shared/StaticDemos';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1 className="title">Bulmatic in Vite</h1>
      <StatefulDemos />
      <StaticDemos />
    </main>
    <Toaster />
  </StrictMode>,
);
