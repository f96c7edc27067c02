/**
 * A strict XML well-formedness check, enough to say "this parses as an SVG document" in node without
 * a browser: every tag closes in order, attributes are quoted name="value" pairs, entities are known.
 * Answers the root element's name and attributes, or throws with the offset of the first fault.
 */
export interface XmlRoot {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly elements: number;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

export function parseXml(text: string): XmlRoot {
  let i = 0;
  const stack: string[] = [];
  let root: XmlRoot | undefined;
  let elements = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed XML at ${i}: ${why} near ${JSON.stringify(text.slice(i, i + 40))}`);
  };
  if (text.startsWith('<?xml')) i = text.indexOf('?>') + 2;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '<') {
      if (text.startsWith('<!--', i)) {
        const end = text.indexOf('-->', i);
        if (end < 0) fail('unclosed comment');
        i = end + 3;
        continue;
      }
      if (text[i + 1] === '/') {
        const m = NAME.exec(text.slice(i + 2));
        if (!m) return fail('bad closing tag');
        if (stack.pop() !== m[0]) fail(`</${m[0]}> closes the wrong element`);
        i += 2 + m[0].length;
        while (/\s/.test(text[i] ?? '')) i++;
        if (text[i] !== '>') fail('expected >');
        i++;
        continue;
      }
      const m = NAME.exec(text.slice(i + 1));
      if (!m) return fail('bad tag name');
      if (root !== undefined && stack.length === 0) fail('a second root element');
      i += 1 + m[0].length;
      const attributes: Record<string, string> = {};
      for (;;) {
        while (/\s/.test(text[i] ?? '')) i++;
        if (text.startsWith('/>', i)) {
          i += 2;
          break;
        }
        if (text[i] === '>') {
          i++;
          stack.push(m[0]);
          break;
        }
        const a = NAME.exec(text.slice(i));
        if (!a) return fail('bad attribute name');
        if (a[0] in attributes) fail(`duplicate attribute ${a[0]}`);
        i += a[0].length;
        if (text[i] !== '=') fail('attribute without a value');
        const quote = text[i + 1];
        if (quote !== '"' && quote !== "'") return fail('unquoted attribute value');
        const end = text.indexOf(quote, i + 2);
        if (end < 0) fail('unclosed attribute value');
        const value = text.slice(i + 2, end);
        if (value.includes('<')) fail('< inside an attribute value');
        checkEntities(value, fail);
        attributes[a[0]] = value;
        i = end + 1;
      }
      elements++;
      root ??= { name: m[0], attributes, elements: 0 };
      continue;
    }
    const next = text.indexOf('<', i);
    const chunk = text.slice(i, next < 0 ? text.length : next);
    if (stack.length === 0 && chunk.trim() !== '') fail('text outside the root element');
    checkEntities(chunk, fail);
    i = next < 0 ? text.length : next;
  }
  if (stack.length > 0) fail(`unclosed <${stack.at(-1)}>`);
  if (root === undefined) return fail('no root element');
  return { ...root, elements };
}

function checkEntities(s: string, fail: (why: string) => never): void {
  for (let k = s.indexOf('&'); k >= 0; k = s.indexOf('&', k + 1)) {
    if (!ENTITY.test(s.slice(k))) fail(`bad entity ${s.slice(k, k + 10)}`);
  }
}
