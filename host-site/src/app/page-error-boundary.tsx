import { Component, type ReactNode } from 'react';
import { useT } from '@widgets/ui/croupier-context';

function PageFailed(props: { onRetry: () => void }) {
  const t = useT();
  return (
    <section className="page page--message" role="alert">
      <h1>{t('screens.loadFailed.title')}</h1>
      <p>{t('screens.loadFailed.text')}</p>
      <button type="button" className="cr-btn cr-btn--primary" onClick={props.onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}

/** Catches a page that failed to load or render, so the header and footer stay usable. */
export class PageErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    // A retry reloads the page: a chunk that failed to download is fetched afresh.
    return this.state.failed ? <PageFailed onRetry={() => location.reload()} /> : this.props.children;
  }
}
