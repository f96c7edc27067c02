import { describe, expect, it } from 'vitest';
import { runtimeLine, satisfies } from '../../../bench/runtime.js';

describe("the bench's runtime line", () => {
  const engines = '^22.13.0 || >=24.0.0';

  it('takes the Node releases package.json engines names, and no other', () => {
    expect(satisfies('22.13.0', engines)).toBe(true);
    expect(satisfies('22.23.1', engines)).toBe(true);
    expect(satisfies('24.0.0', engines)).toBe(true);
    expect(satisfies('25.1.0', engines)).toBe(true);
    expect(satisfies('22.12.9', engines)).toBe(false);
    expect(satisfies('23.5.0', engines)).toBe(false);
    expect(satisfies('20.20.2', engines)).toBe(false);
  });

  it('refuses a range it does not understand rather than guess', () => {
    expect(() => satisfies('24.0.0', '~24.1.0')).toThrow(/not understood/);
  });

  it("says when the bench's Node is outside engines, and how to run a supported one", () => {
    expect(runtimeLine('20.20.2')).toMatch(/^bench: Node 20\.20\.2, outside package\.json's engines .*npx -p node@24/);
    expect(runtimeLine('24.21.0')).toBe(`bench: Node 24.21.0 (package.json engines: ${engines})`);
  });
});
