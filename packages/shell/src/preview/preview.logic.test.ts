import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGE, previewOutMessageSchema } from '@oriel/core';
import { leavesPage, readPreviewMessage } from './preview.logic';
import { resolveAdminOrigin } from './preview-config';

const ADMIN = 'https://admin.oriel.test';
const section = { id: 's1', element: 'header', type: 'SECTION', name: 'En-tête', settings: { title: 'Brouillon' } };
const draft = (extra: object = {}) => ({ type: PREVIEW_MESSAGE.content, content: [section], ...extra });

describe('readPreviewMessage (000 §5: admin origin only, content[] plus an optional hovered{id})', () => {
  it('takes a draft from the admin origin, with the hovered element', () => {
    const input = readPreviewMessage(ADMIN, draft({ hovered: { id: 's1' } }), ADMIN);
    expect(input).toMatchObject({ kind: 'draft', draft: { hoveredId: 's1', content: [{ id: 's1', element: 'header', children: [] }] } });
    expect(readPreviewMessage(ADMIN, draft({ hovered: { id: 7 } }), ADMIN)).toMatchObject({ draft: { hoveredId: '7' } });
    expect(readPreviewMessage(ADMIN, draft(), ADMIN)).toMatchObject({ draft: { hoveredId: null } });
  });

  it("takes the spec's own shape, without a type: content[] plus an optional hovered{id}", () => {
    expect(readPreviewMessage(ADMIN, { content: [section], hovered: { id: 's1' } }, ADMIN)).toMatchObject({
      kind: 'draft',
      draft: { hoveredId: 's1', content: [{ id: 's1', element: 'header', children: [] }] },
    });
    expect(readPreviewMessage(ADMIN, { content: [section] }, ADMIN)).toMatchObject({ kind: 'draft', draft: { hoveredId: null } });
    expect(readPreviewMessage(ADMIN, { content: [], hovered: null }, ADMIN)).toEqual({ kind: 'draft', draft: { content: [], hoveredId: null } });
    // from elsewhere, still nothing
    expect(readPreviewMessage('https://evil.test', { content: [section] }, ADMIN)).toEqual({ kind: 'ignored' });
  });

  it("rejects the spec's shape with anything more, or a bad content or hovered, and says where", () => {
    expect(readPreviewMessage(ADMIN, { content: [section], extra: 1 }, ADMIN)).toEqual({ kind: 'rejected', path: 'extra' });
    expect(readPreviewMessage(ADMIN, { content: '<script>' }, ADMIN)).toEqual({ kind: 'rejected', path: 'content' });
    expect(readPreviewMessage(ADMIN, { content: [{ id: 1, element: 'x' }] }, ADMIN)).toEqual({ kind: 'rejected', path: 'content.0.type' });
    expect(readPreviewMessage(ADMIN, { content: [section], hovered: { id: [] } }, ADMIN)).toEqual({ kind: 'rejected', path: 'hovered.id' });
  });

  it('ignores the same draft from any other origin, even a look-alike, and everything when no admin origin is configured', () => {
    for (const origin of ['https://evil.test', 'http://admin.oriel.test', 'https://admin.oriel.test:8443', 'https://admin.oriel.test.evil.test', 'null', '']) {
      expect(readPreviewMessage(origin, draft(), ADMIN)).toEqual({ kind: 'ignored' });
    }
    expect(readPreviewMessage(ADMIN, draft(), null)).toEqual({ kind: 'ignored' });
  });

  it("ignores other scripts' messages from the admin origin (not ours: neither a draft's shape nor an oriel:preview: type)", () => {
    for (const data of [null, 'hello', 42, [section], { hovered: { id: 's1' } }, { type: 'webpackOk', content: [section] }, { type: 'oriel:ready' }]) {
      expect(readPreviewMessage(ADMIN, data, ADMIN)).toEqual({ kind: 'ignored' });
    }
  });

  it('rejects a malformed draft and says where: no content, content not a list, an element without type, a bad child, a bad hovered', () => {
    expect(readPreviewMessage(ADMIN, { type: PREVIEW_MESSAGE.content }, ADMIN)).toEqual({ kind: 'rejected', path: 'content' });
    expect(readPreviewMessage(ADMIN, { type: PREVIEW_MESSAGE.content, content: '<script>' }, ADMIN)).toEqual({ kind: 'rejected', path: 'content' });
    expect(readPreviewMessage(ADMIN, { type: PREVIEW_MESSAGE.content, content: [{ id: 1, element: 'x' }] }, ADMIN)).toEqual({
      kind: 'rejected',
      path: 'content.0.type',
    });
    const badChild = { ...section, children: [{ id: 2, element: 'heading', type: 'WIDGET' }] };
    expect(readPreviewMessage(ADMIN, { type: PREVIEW_MESSAGE.content, content: [badChild] }, ADMIN)).toEqual({
      kind: 'rejected',
      path: 'content.0.children.0.type',
    });
    expect(readPreviewMessage(ADMIN, draft({ hovered: { id: { toString: 1 } } }), ADMIN)).toEqual({ kind: 'rejected', path: 'hovered.id' });
    expect(readPreviewMessage(ADMIN, { type: 'oriel:preview:click', id: 's1' }, ADMIN)).toEqual({ kind: 'rejected', path: 'type' });
  });
});

describe('resolveAdminOrigin', () => {
  it('keeps the origin of an http(s) URL; an unfilled placeholder, garbage or another scheme is "not configured"', () => {
    expect(resolveAdminOrigin('https://admin.oriel.test/')).toBe(ADMIN);
    expect(resolveAdminOrigin(' http://127.0.0.1:4313 ')).toBe('http://127.0.0.1:4313');
    for (const raw of [undefined, null, '', '{{ORIEL_ADMIN_ORIGIN}}', 'not a url', 'javascript:alert(1)', 'data:text/html,x', '*']) {
      expect(resolveAdminOrigin(raw)).toBeNull();
    }
  });
});

describe('leavesPage', () => {
  const here = 'http://shop.test/stages?preview=true';
  it('every link leaves the page (another path, language, site, query) except an anchor on this very page', () => {
    for (const href of [
      '/cours',
      '/en/stages?preview=true',
      'https://elsewhere.test/',
      '//elsewhere.test/stages',
      '?preview=false',
      'mailto:a@b.test',
      '#',
      '',
    ]) {
      expect(leavesPage(href, here), href).toBe(true);
    }
    expect(leavesPage('#main', here)).toBe(false);
    expect(leavesPage('/stages?preview=true#programme', here)).toBe(false);
  });
});

describe('the messages the shell sends', () => {
  it('each has a schema', () => {
    expect(v.safeParse(previewOutMessageSchema, { type: PREVIEW_MESSAGE.click, id: 's1', name: 'En-tête' }).success).toBe(true);
    expect(v.safeParse(previewOutMessageSchema, { type: PREVIEW_MESSAGE.ready, path: '/' }).success).toBe(true);
    expect(v.safeParse(previewOutMessageSchema, { type: PREVIEW_MESSAGE.click, id: 1 }).success).toBe(false);
  });
});
