// First, so what it names evaluates before the libraries below (imports evaluate in their order).
import './mui';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { endStep } from './yieldTask';

// The store's and the router's libraries, in a task of their own (react.ts says why); the rest of the vendor
// chunk, the app's modules and main.tsx follow in the next one.
await endStep(combineSlices, configureStore, createApi, Provider, BrowserRouter, useRoutes);
