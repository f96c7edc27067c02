import { describe, expect, test } from 'vitest';
import { createRacer, get } from './helpers.js';

describe('workerd: the web client and board.svg', () => {
  test('shared links (/games/{id}, /replay, /replay/{id}) open the web client page from the built files', async () => {
    for (const path of ['/games/k3v9q2m8x1c4ta', '/replay', '/replay/k3v9q2m8x1c4ta']) {
      const page = await get(path, { accept: 'text/html' });
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="app">');
      expect(html).toContain('/assets/app/main.js');
    }
    expect((await get('/games/a/b')).status).toBe(404);
  });

  test('board.svg draws the game on Workers with the same code', async () => {
    const { id } = await createRacer();
    const svg = await get(`/v1/games/${id}/board.svg?at=1`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = await svg.text();
    expect(text).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(text).toContain('time boxes: 0 of 12 marked');
    const viewBoxWidth = (svg: string) => Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
    const phone = await get(`/v1/games/${id}/board.svg?at=1&layout=phone`);
    expect(phone.status).toBe(200);
    const phoneText = await phone.text();
    expect(phoneText).toContain('time boxes: 0 of 12 marked');
    expect(viewBoxWidth(phoneText)).toBeLessThanOrEqual(368);
    expect(viewBoxWidth(text)).toBeGreaterThan(368);
  });
});
