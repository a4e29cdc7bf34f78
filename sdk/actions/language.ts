import { languagePreference } from '../contract/endpoints/member';
import { toLocale } from '../i18n/languages';
import { LANGUAGE_KEY } from '../session/keys';
import type { Core } from './core';

/**
 * SPEC §4 language change: store the choice locally (`hisLang`), update the server preference
 * (for a logged-in player), and switch the interface.
 */
export function languageActions(core: Core) {
  const { state, env, events, client } = core;
  return {
    /**
     * Switches the interface to a language the brand offers (others are ignored), keeps the choice and, for a
     * member, saves it as their preference.
     *
     * @example
     * await croupier.language.setLanguage('EN');
     */
    async setLanguage(code: string) {
      const language = code.toUpperCase();
      if (!core.languages.includes(language) || !core.translations) return;
      await core.translations.switchLanguage(language);
      state.language.value = language;
      env.localStorage().setItem(LANGUAGE_KEY, language);
      env.setDocumentLanguage(toLocale(language));
      events.emit('language:changed', { language });
      if (state.isLoggedIn.value) {
        // The preference follows the player to other devices; the switch itself never waits on it.
        await client.call(languagePreference, { language }).catch(() => undefined);
      }
    },
  };
}
