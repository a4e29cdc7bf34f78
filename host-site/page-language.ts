import { textDirection } from '../sdk/i18n/direction';
import { toLocale } from '../sdk/i18n/languages';

/**
 * The page's `lang` and `dir` for the platform language `code` the portal will start in
 * (pageLanguage): the HTML said Spanish, left to right, until the portal's script had run, so an
 * Arabic visitor's first paint (home's outline, home-shell.ts) was laid out the wrong way round,
 * and assistive technology read it as Spanish.
 */
export function withPageLanguage(html: string, code: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${toLocale(code)}" dir="${textDirection(code)}"`);
}
