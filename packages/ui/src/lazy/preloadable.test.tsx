import { Suspense } from 'react';
import { render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, preloadMarked, PRELOAD_ATTRIBUTE } from './preloadable';

const view =
  (text: string) =>
  ({ label }: { label: string }) => <p>{`${text} ${label}`}</p>;

describe('preloadable', () => {
  it('suspends until its chunk is in, then renders it (the widgets: a Suspense fallback meanwhile)', async () => {
    const Section = preloadable('test-a', () => Promise.resolve(view('loaded')));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Section label="a" />
      </Suspense>,
    );
    screen.getByText('waiting');
    await screen.findByText('loaded a');
  });

  it('renders at once after preload: no fallback replaces the server markup the shell takes over', async () => {
    const Section = preloadable('test-b', () => Promise.resolve(view('ready')));
    await Section.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Section label="b" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    screen.getByText('ready b');
  });

  it('loads once, and tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(view('retried'));
    const Section = preloadable('test-c', load);
    await expect(Section.preload()).rejects.toThrow('offline');
    await Section.preload();
    await Section.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadMarked loads what the markup names, once per name, and ignores unknown names and failures', async () => {
    const wanted = vi.fn().mockResolvedValue(view('x'));
    const other = vi.fn().mockResolvedValue(view('y'));
    const failing = vi.fn().mockRejectedValue(new Error('404'));
    preloadable('test-wanted', wanted);
    preloadable('test-other', other);
    preloadable('test-failing', failing);
    const root = document.createElement('div');
    root.innerHTML = ['test-wanted', 'test-wanted', 'test-failing', 'nope'].map((n) => `<div ${PRELOAD_ATTRIBUTE}="${n}"></div>`).join('');
    await expect(preloadMarked(root)).resolves.toBeUndefined();
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});
