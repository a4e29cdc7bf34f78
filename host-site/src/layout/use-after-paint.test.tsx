import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-paint';

afterEach(cleanup);

function Probe(props: { name: string }) {
  return <p>{`${props.name}: ${useAfterFirstPaint() ? 'due' : 'waiting'}`}</p>;
}
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const task = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useAfterFirstPaint', () => {
  it('waits for the frame after the first render, then holds for every later render', async () => {
    render(<Probe name="first" />);
    expect(screen.getByText('first: waiting')).toBeTruthy();
    await act(async () => {
      await frame();
      await task();
      await task();
    });
    expect(screen.getByText('first: due')).toBeTruthy();
    // A page the visitor moves to later does not wait again.
    render(<Probe name="later" />);
    expect(screen.getByText('later: due')).toBeTruthy();
  });
});
