// Types of previewServer.mjs for the TypeScript specs that start their own servers (e2e/prerender.spec.ts …).
import type { ChildProcess } from 'node:child_process';

export const CONTRACT_SERVER_ENV: string;
export function freePort(): Promise<number>;
export function startPreview(
  root: string,
  port: number,
  options?: { mode?: string; outDir?: string; env?: Record<string, string> },
): Promise<{ base: string; preview: ChildProcess; stop: () => void }>;
export function startContractPreview(
  root: string,
  options?: { outDir?: string },
): Promise<{ base: string; stop: () => void }>;
export function startPrism(
  root: string,
  port: number,
  options?: { echo?: boolean; upstream?: string; watch?: boolean },
): Promise<{ url: string; log: string[]; child: ChildProcess; stop: () => void }>;
export function prismProblems(log: string[]): string[];
export function waitForServer(
  url: string,
  child: ChildProcess,
  timeoutMs?: number,
  name?: string,
  anyStatus?: boolean,
): Promise<void>;
