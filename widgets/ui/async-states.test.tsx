import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { PlatformError } from '../../sdk/client/platform-error';
import { CroupierProvider } from './croupier-context';
import { AsyncStates, type AsyncStatesProps, type LoadState } from './async-states';

const croupier = {
  state: { language: signal('ES') },
  i18n: { t: (key: string) => key },
} as unknown as Croupier;

afterEach(cleanup);

const show = (state: Omit<LoadState, 'retry'>, props: Partial<AsyncStatesProps> = {}) => {
  const retry = vi.fn();
  render(
    <CroupierProvider croupier={croupier}>
      <AsyncStates state={{ ...state, retry }} emptyText="Nothing here" className="state" {...props}>
        <ul aria-label="games" />
      </AsyncStates>
    </CroupierProvider>,
  );
  return retry;
};

describe('AsyncStates', () => {
  it('says it is loading, as a status', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toContain('common.loading');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws placeholder shapes while loading, named for a screen reader', () => {
    show({ status: 'loading' }, { skeleton: { className: 'cards', item: 'card', count: 3 } });
    const status = screen.getByRole('status', { name: 'common.loading' });
    expect(status.className).toBe('cards');
    expect(status.querySelectorAll('.card')).toHaveLength(3);
  });

  it('shows a failure as an alert with its message and a retry', () => {
    const retry = show({ status: 'error', error: new PlatformError('network_error', '', 0) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('errors.network_error');
    fireEvent.click(screen.getByRole('button', { name: 'common.retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('lets a page word a failure it knows more about', () => {
    show(
      { status: 'error', error: new PlatformError('date_range_invalid', '', 400, { reason: 'future' }) },
      { errorText: (e) => `range: ${(e as PlatformError & { value: { reason: string } }).value.reason}` },
    );
    expect(screen.getByRole('alert').textContent).toContain('range: future');
  });

  it('says when there is nothing, with what the player can do about it', () => {
    show({ status: 'ready' }, { empty: true, emptyAction: <button type="button">Log in</button> });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Nothing hereLog in');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content once loaded', () => {
    show({ status: 'ready' }, { empty: false });
    expect(screen.getByRole('list', { name: 'games' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
