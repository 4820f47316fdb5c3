import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initLocale } from './i18n/locale';
import './theme/themeVariables.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The stored language's catalog (none for Spanish, the source language) loads before the first render.
void initLocale().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
