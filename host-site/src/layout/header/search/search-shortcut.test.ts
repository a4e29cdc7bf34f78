import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './search-shortcut';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
  target: EventTarget | null = document.body,
) => isSearchShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods, target });

describe('isSearchShortcut', () => {
  it('opens on "/" away from a field, and on Ctrl+K or ⌘K anywhere', () => {
    expect(press('/')).toBe(true);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('K', { metaKey: true })).toBe(true);
    const input = document.createElement('input');
    expect(press('k', { ctrlKey: true }, input)).toBe(true);
  });

  it('leaves "/" to a field being typed in, and other keys alone', () => {
    const input = document.createElement('input');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editor.append(inside);
    expect(press('/', {}, input)).toBe(false);
    expect(press('/', {}, inside)).toBe(false);
    expect(press('/', { ctrlKey: true })).toBe(false);
    expect(press('k')).toBe(false);
    expect(press('k', { ctrlKey: true, altKey: true })).toBe(false);
  });
});
