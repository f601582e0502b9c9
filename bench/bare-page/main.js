/* global document */
import { createElement as h, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.js';

hydrateRoot(document.getElementById('root'), h(StrictMode, null, h(BrowserRouter, null, h(App))));
