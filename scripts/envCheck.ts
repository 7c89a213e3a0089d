import { loadEnv, type Plugin } from 'vite';
import { checkEnv } from '../src/config/envSchema.ts';

/**
 * Vite plugin: checks the VITE_* variables against src/config/envSchema.ts as soon as the configuration is
 * resolved — before anything is bundled — for builds and the dev server alike, and stops with every problem listed.
 */
export function envCheckPlugin(): Plugin {
  return {
    name: 'atelier-env-check',
    configResolved(config) {
      // What import.meta.env will hold: .env, .env.local, .env.<mode>, .env.<mode>.local and the shell (which wins).
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      const problems = checkEnv(env);
      if (!problems.length) return;
      const error = new Error(
        `The build configuration is wrong (VITE_* variables of the shell and of .env, .env.local, .env.${config.mode}; ` +
          `the variables are listed in .env.example):\n  - ${problems.join('\n  - ')}\n`,
      );
      // The message is the whole story: Vite prints the stack, which would only point into this plugin.
      error.stack = error.message;
      throw error;
    },
  };
}
