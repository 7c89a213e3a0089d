import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { endStep } from './yieldTask';

// The initial JS evaluates as one module graph, which is one task unless a module awaits: at 4× CPU the whole
// vendor chunk was one 400 ms task after the prerendered screens' first paint (docs/performance.md, "Initial JS
// in steps"). These modules sit in the vendor chunk (vite.config.ts) in evaluation order, each after the libraries
// it names, and end the task there.
await endStep(createElement, createRoot);
