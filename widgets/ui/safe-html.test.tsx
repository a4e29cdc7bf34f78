import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and drops script, handlers and javascript: links', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p><strong>Hi</strong><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">x</a><script>window.hacked=2</script></p>'
        }
      />,
    );
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('Hi'));
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
