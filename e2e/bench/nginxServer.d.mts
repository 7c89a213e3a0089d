// Types of nginxServer.mjs for e2e/deploy.spec.ts.
import type { ChildProcess } from 'node:child_process';

export function nginxMissing(): string | null;
export function startNginx(
  root: string,
  options: {
    appRoot: string;
    port: number;
    tlsPort?: number;
    upstream: string;
    contractMedia?: boolean | { upstream: string };
  },
): Promise<{
  base: string;
  tlsBase: string | null;
  runDir: string;
  log: string[];
  child: ChildProcess;
  stop: () => void;
}>;
