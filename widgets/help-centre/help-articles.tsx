import { useId, useRef, useState } from 'react';
import { filterArticles } from '../../sdk/rules/help-search';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';
import { SafeHtml } from '../ui/safe-html';
import { Icon } from '../ui/icon';
import { close, search as searchIcon } from '../ui/icons';

/** Placeholder blocks while the articles load. */
const SKELETON = { className: 'cr-help__skeleton', item: 'skeleton skeleton--block', count: 2 };

/**
 * The help articles (`/wps/system/helpCenter`, sanitized HTML) under a search box: the list
 * narrows as the player types (sdk/rules/help-search.ts: title and text, case and accents
 * ignored) and a polite status says how many were found. On the page a list of topics links to
 * each article found.
 */
export function HelpArticles(props: { variant: 'page' | 'modal'; level: 2 | 3 }) {
  const croupier = useCroupier();
  const t = useT();
  const base = useId();
  const language = useSignal(croupier.state.language);
  const articles = useAsync(() => croupier.content.helpArticles(), [croupier, language]);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const all = articles.status === 'ready' ? articles.value : [];
  // A few dozen articles at most: folding them again per key is cheaper than remembering it.
  const found = filterArticles(all, query);
  const searching = query.trim() !== '';
  const Heading = `h${props.level}` as 'h2' | 'h3';
  const anchor = (id: number) => `${base}-article-${id}`;

  return (
    <>
      {/* Before the articles arrive: the modal's focus lands in it at once. */}
      <div className="cr-help__search" role="search">
        <label className="cr-field__label" htmlFor={`${base}-search`}>
          {t('helpCentre.search')}
        </label>
        <div className="cr-help__search-box">
          <Icon path={searchIcon} className="cr-help__search-icon" />
          <input
            ref={input}
            id={`${base}-search`}
            type="search"
            className="cr-help__search-input"
            value={query}
            autoComplete="off"
            aria-describedby={`${base}-hint`}
            aria-controls={articles.status === 'ready' ? `${base}-results` : undefined}
            data-autofocus={props.variant === 'modal' ? 'true' : undefined}
            onChange={(e) => setQuery(e.target.value)}
          />
          {searching && (
            <button
              type="button"
              className="cr-icon-btn cr-help__clear"
              aria-label={t('helpCentre.clear')}
              onClick={() => {
                setQuery('');
                // The button goes with the query: focus must not fall out of the dialog with it.
                input.current?.focus();
              }}
            >
              <Icon path={close} />
            </button>
          )}
        </div>
        <p id={`${base}-hint`} className="cr-field__hint">
          {t('helpCentre.searchHint')}
        </p>
      </div>
      <AsyncStates
        state={articles}
        empty={all.length === 0}
        emptyText={t('helpCentre.empty')}
        className="cr-help__state"
        skeleton={SKELETON}
      >
        {/* Polite: the count is read when the player pauses, not over each key they type. */}
        <p className="cr-help__count" role="status" aria-live="polite" aria-atomic="true">
          {searching ? t('helpCentre.results', { count: found.length }) : ''}
        </p>
        <div id={`${base}-results`} className="cr-help__layout">
          {found.length === 0 ? (
            <p className="cr-help__state cr-help__no-match">
              {t('helpCentre.noMatch', { query: query.trim() })}
            </p>
          ) : (
            <>
              {props.variant === 'page' && (
                <nav className="cr-help__topics" aria-label={t('helpCentre.topics')}>
                  <ul>
                    {found.map((a) => (
                      <li key={a.id}>
                        <a href={`#${anchor(a.id)}`}>{a.title}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <div className="cr-help__articles">
                {found.map((a) => (
                  <article
                    key={a.id}
                    id={anchor(a.id)}
                    className="cr-help__article"
                    aria-labelledby={`${anchor(a.id)}-title`}
                  >
                    <Heading id={`${anchor(a.id)}-title`}>{a.title}</Heading>
                    <SafeHtml html={a.content} className="prose" />
                  </article>
                ))}
              </div>
            </>
          )}
        </div>
      </AsyncStates>
    </>
  );
}
