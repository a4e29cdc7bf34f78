import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { Endpoint } from '@sdk/contract/endpoint';
import { createTranslations, type Translations } from '@sdk/i18n/create-i18n';
import type { Core } from '@sdk/actions/core';
import { feedbackActions } from '@sdk/actions/feedback';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { FeedbackForm } from './feedback-form';

/**
 * The feedback form over the SDK's real feedback actions and English texts: what the browser
 * refuses before anything is sent (judged by the bytes), and what it sends.
 */

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [
  0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
];
const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const png = (name: string) =>
  new File([new Uint8Array([...PNG_SIGNATURE, ...IHDR, ...IEND])], name, { type: 'image/png' });

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await translations.require('rewards');
});
beforeEach(() => {
  let urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function renderForm() {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input: Record<string, unknown>) => {
      calls.push({ name: endpoint.name, input });
      return { id: 1 };
    }),
  };
  const onSent = vi.fn();
  const croupier = {
    state: { language: signal('EN') },
    i18n: translations.i18n,
    hasTexts: () => true,
    requireTexts: async () => undefined,
    feedback: feedbackActions({ client } as unknown as Core),
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <FeedbackForm level={2} onSent={onSent} />
    </CroupierProvider>,
  );
  const pick = (files: File[]) =>
    fireEvent.change(screen.getByLabelText('Add images'), { target: { files } });
  return { calls, onSent, pick };
}

/** The previews' file names: each preview is a list item named by its file (its image is decorative). */
const previews = () =>
  screen
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.closest('li')?.querySelector('.cr-help__file')?.textContent);

describe('the feedback form, in the browser', () => {
  it('takes three images and refuses a fourth by name', async () => {
    const { pick } = renderForm();
    pick(['a.png', 'b.png', 'c.png', 'd.png'].map(png));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You can attach 3 images at most: d.png was not added',
    );
    expect(previews()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });

  it('refuses 6 MB with a PNG header by its size, and a GIF named .png by its bytes', async () => {
    const { pick } = renderForm();
    const big = new Uint8Array(6 * MB);
    big.set(PNG_SIGNATURE);
    pick([new File([big], 'big.png', { type: 'image/png' })]);
    expect((await screen.findByRole('alert')).textContent).toContain('big.png is larger than 5 MB');
    pick([new File([new TextEncoder().encode('GIF89a;')], 'cat.png', { type: 'image/png' })]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('cat.png is not a PNG or JPG image'),
    );
    expect(previews()).toEqual([]);
  });

  it('says the length rule under the text and sends nothing; a good one goes with its images', async () => {
    const { calls, onSent, pick } = renderForm();
    const text = screen.getByRole('textbox', { name: 'Your feedback' });
    fireEvent.change(text, { target: { value: 'Too short' } });
    expect(screen.getByText('9 / 500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback must be between 10 and 500 characters (now 9)')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(text, { target: { value: 'The slot froze on a big win.' } });
    pick([png('shot.png')]);
    await waitFor(() => expect(previews()).toEqual(['shot.png']));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toMatchObject({ type: 'suggestion', content: 'The slot froze on a big win.' });
    expect((calls[0]!.input.images as { type: string }[]).map((i) => i.type)).toEqual(['image/png']);
    expect(screen.getByRole('status').textContent).toContain('we have received your feedback');
  });
});
