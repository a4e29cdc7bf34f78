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
import { rememberPlainTexts } from '@sdk/i18n/remember-texts';
import { loadScriptFont } from './app/script-fonts';

markStylesPresent(document, ['cr-base']);
const brand = readBrand(document);
applyTheme(brand);
const croupier = createCroupier({
  merchant: brand.merchant,
  languages: brand.languages,
  defaultLanguage: brand.defaultLanguage,
});
// The page's direction follows its language (Arabic reads right to left), before anything paints;
// a script the device may lack a face for gets its web font.
croupier.state.language.subscribe((code) => {
  document.documentElement.dir = textDirection(code);
  loadScriptFont(code);
});
// The arrival page's code comes while the portal starts.
void preloadPageAt(location.pathname);
// Before start: the status call itself may be the one refused on this domain.
const domainUnavailable = watchDomain(croupier);

// The splash in index.html stays until the language, the status and the portal's texts are ready;
// the texts of modals (auth, centres) load when one first opens.
void croupier.start({ texts: ['portal'] }).then(() => {
  rememberPlainTexts(croupier.i18n);
  createRoot(document.getElementById('root')!).render(
    <App croupier={croupier} brand={brand} domainUnavailable={domainUnavailable} />,
  );
});
