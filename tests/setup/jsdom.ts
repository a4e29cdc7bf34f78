import { afterEach } from 'vitest';

// Each test starts with empty browser storage and no cookies.
afterEach(() => {
  if (typeof document === 'undefined') return;
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
