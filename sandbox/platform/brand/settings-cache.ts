import type { Queryable } from '../../core/db/database';
import { allSettings, type BrandSettings } from './repository';

/** The brand settings in memory; the sandbox's switches call `invalidate` after writing them. */
export function createSettingsCache(db: Queryable) {
  let current: Promise<BrandSettings> | undefined;
  return {
    get<K extends keyof BrandSettings>(key: K): Promise<BrandSettings[K]> {
      current ??= allSettings(db).catch((error: unknown) => {
        current = undefined;
        throw error;
      });
      return current.then((settings) => settings[key]);
    },
    invalidate() {
      current = undefined;
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;

declare module '../../core/context' {
  interface Sandbox {
    readonly settings: SettingsCache;
  }
}
