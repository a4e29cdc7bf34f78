import { describe, expect, it } from 'vitest';
import { encryptedServicePath, isWebUrl } from './service-link';

describe('customer-service link', () => {
  it('picks the entry of type 3', () => {
    expect(
      encryptedServicePath([
        { type: '1', path: '/a' },
        { type: '3', path: 'secretKEY12345' },
      ]),
    ).toBe('secretKEY12345');
    expect(encryptedServicePath([{ type: '1', path: '/a' }])).toBeUndefined();
  });

  it.each([
    ['https://chat.example/x', true],
    ['http://localhost:8080/support/chat', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    [undefined, false],
  ])('%s is a web URL: %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected);
  });
});
