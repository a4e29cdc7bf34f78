// Stylesheets first: they must precede every component's own CSS in the bundle.
import '@widgets/ui/theme.css';
import '@widgets/ui/base.css';
import '@widgets/ui/page.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { createCroupier } from '@sdk/runtime';
import { markStylesPresent } from '@widgets/ui/styles';
import { readBrand } from './config/brand';
import { applyTheme } from './app/theme';
import { App } from './app/app';
import { watchDomain } from './app/domain-watch';
import { preloadPageAt } from './app/pages';
import { textDirection } from '@sdk/i18n/direction';
import { toLocale } from '@sdk/i18n/languages';
import { prepareBalanceFormat } from '@sdk/rules/balance';
import { rememberPlainTexts } from '@sdk/i18n/remember-texts';
import { loadScriptFont } from './app/script-fonts';
import { warmUpIntl } from './app/intl-warm-up';
import { IMAGE_CDN_META } from './pages/home/hero-art';

// First: another thread warms the engine's locale data while this one evaluates and boots.
const intlWarm = warmUpIntl();
markStylesPresent(document, ['cr-base']);
const brand = readBrand(document);
applyTheme(brand);
const croupier = createCroupier({
  merchant: brand.merchant,
  imageCdn: document.querySelector<HTMLMetaElement>(`meta[name="${IMAGE_CDN_META}"]`)?.content,
  languages: brand.languages,
  defaultLanguage: brand.defaultLanguage,
});
// The page's direction follows its language (Arabic reads right to left), before anything paints;
// a script the device may lack a face for gets its web font.
croupier.state.language.subscribe((code) => {
  document.documentElement.dir = textDirection(code);
  loadScriptFont(code);
});
// Before start: the status call itself may be the one refused on this domain.
const domainUnavailable = watchDomain(croupier);

/**
 * The rest of the boot in tasks of its own: with the modules' own evaluation, asking for the
 * arrival page's code and starting the portal made one long task, a phone's longest of the load
 * (its main thread blocked for 200 ms at 4x). A task boundary costs the fetches a few
 * milliseconds; the status call and the texts are already on their way (the HTML preloads them).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await nextTask();
  // The arrival page's code (and home's hero art) comes while the portal starts.
  void preloadPageAt(location.pathname, croupier);
  await nextTask();
  // The splash in index.html stays until the language, the status and the portal's texts are
  // ready; the texts of modals (auth, centres) load when one first opens.
  const started = croupier.start({ texts: ['portal'] });
  // A member's first render shows their balance. Its number format, the page's first, costs about
  // a millisecond once the warm-up worker is done, and 20-60 ms on this thread before. So it waits
  // for the worker, and is built in a task of its own, never in the first render's. It waits even
  // when the start ends first: on a fast line that was 2 loads in 3 (the worker answers 100-250 ms
  // after it starts), and the format then cost this thread 23-27 ms, counted four times over by
  // Lighthouse's blocking time. Waiting, it costs under a millisecond (a CPU profile: 0.4 ms).
  // start() has set the language and restored the session before its first wait.
  if (croupier.state.isLoggedIn.value) {
    await intlWarm;
    prepareBalanceFormat(toLocale(croupier.state.language.value));
    // A start already ended would go on to the first render in this same task.
    await nextTask();
  }
  await started;
  rememberPlainTexts(croupier.i18n);
  createRoot(document.getElementById('root')!).render(
    <App croupier={croupier} brand={brand} domainUnavailable={domainUnavailable} />,
  );
}
void boot();
