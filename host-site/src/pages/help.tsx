import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync } from '@widgets/ui/use-async';
import { SafeHtml } from '@widgets/ui/safe-html';
import { AsyncStates } from '@widgets/ui/async-states';
import type { PageProps } from '../app/page-props';
import './help.css';

/** Placeholder blocks while the articles load. */
const SKELETON = { className: 'help__loading', item: 'skeleton skeleton--block', count: 2 };

/** SPEC §2 help centre (also /helpmc without header): articles in the current language. */
export default function HelpPage(props: PageProps) {
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const articles = useAsync(() => croupier.content.helpArticles(), [croupier, language]);
  return (
    <section className="page help" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {props.title}
      </h1>
      <AsyncStates
        state={articles}
        empty={articles.status === 'ready' && articles.value.length === 0}
        emptyText={t('help.empty')}
        className={articles.status === 'error' ? 'page__error' : 'page__empty'}
        skeleton={SKELETON}
      >
        {articles.status === 'ready' && (
          <div className="help__layout">
            <nav className="help__topics" aria-label={t('help.topics')}>
              <ul>
                {articles.value.map((a) => (
                  <li key={a.id}>
                    <a href={`#help-${a.id}`}>{a.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="help__articles">
              {articles.value.map((a) => (
                <article
                  key={a.id}
                  id={`help-${a.id}`}
                  className="help__article"
                  aria-labelledby={`help-${a.id}-title`}
                >
                  <h2 id={`help-${a.id}-title`}>{a.title}</h2>
                  <SafeHtml html={a.content} className="prose" />
                </article>
              ))}
            </div>
          </div>
        )}
      </AsyncStates>
    </section>
  );
}
