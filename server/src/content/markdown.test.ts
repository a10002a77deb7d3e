import { describe, expect, it } from 'vitest';
import { markdownToHtml, safeLink } from './markdown';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4']);

/**
 * What a browser would make of the output: every `<` opens a tag (text has its `<` escaped), and a tag may
 * only be one of the allow-list, with no attribute but a link's href and rel. Anything that could run or
 * load (a script, an event handler, a style, an image) fails this.
 */
function tagsOf(html: string) {
  expect(html).not.toMatch(/<(?!\/?[a-z][a-z0-9]*[\s/>])/);
  return [...html.matchAll(/<\/?([a-z][a-z0-9]*)([^>]*)>/g)].map(([, name = '', rest = '']) => {
    const attributes = [...rest.matchAll(/\s([^\s=/]+)(?:="([^"]*)")?/g)].map(([, attr = '', value]) => ({
      attr,
      value: value?.replace(/&amp;/g, '&') ?? null,
    }));
    // Nothing else than the attributes matched: no unquoted or single-quoted value slipped past.
    expect(rest.replace(/\s[^\s=/]+(?:="[^"]*")?/g, '').trim()).toMatch(/^\/?$/);
    return { name, attributes };
  });
}

/** The output holds only allowed tags, and links only to where links may go. */
function expectHarmless(html: string) {
  for (const { name, attributes } of tagsOf(html)) {
    expect(ALLOWED_TAGS).toContain(name);
    for (const { attr, value } of attributes) {
      expect(name).toBe('a');
      expect(['href', 'rel']).toContain(attr);
      if (attr === 'rel') expect(value).toBe('noopener noreferrer');
      if (attr === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?![/\\]))[^\s\\]*$/);
    }
  }
}

/** An attacker's Markdown: what a stolen staff account, or a pasted text, might try. */
const HOSTILE: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">raw link</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](  javascript:alert(1)  )',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript&#x3A;alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](%6Aavascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](data:image/svg+xml,<svg onload=alert(1)>)',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '[x](https://example.com/" onmouseover="alert(1))',
  '[x](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '<data:text/html,<script>alert(1)</script>>',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '[[x](javascript:alert(1))](https://example.com)',
  '[a [b](javascript:alert(1)) c](javascript:alert(2))',
  '[x](//evil.example/phish)',
  '[x](/\\evil.example)',
  '[x](\\\\evil.example)',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '    <script>alert(1)</script>',
  '<details open ontoggle=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<script>alert(1)</script>-->',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example"><input name=password></form>',
];

describe('markdownToHtml', () => {
  it('renders the Markdown staff write: paragraphs, emphasis, lists, quotes, headings', () => {
    expect(markdownToHtml('Hello **golfers**, *welcome*.\n\nSecond line', 'en')).toBe(
      '<p>Hello <strong>golfers</strong>, <em>welcome</em>.</p>\n<p>Second line</p>',
    );
    expect(markdownToHtml('- one\n- two\n\n1. first', 'en')).toBe(
      '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>',
    );
    expect(markdownToHtml('> quoted', 'en')).toBe('<blockquote>\n<p>quoted</p>\n</blockquote>');
    // The page's title is the h1 and its blocks' headings the h2s: a text's headings rank below them.
    expect(markdownToHtml('# Big\n\n## Less\n\n### Three\n\n#### Four\n\n###### Six', 'en')).toBe(
      '<h3>Big</h3>\n<h3>Less</h3>\n<h3>Three</h3>\n<h4>Four</h4>\n<h4>Six</h4>',
    );
    expect(markdownToHtml('line one  \nline two', 'en')).toBe('<p>line one<br />\nline two</p>');
    expect(markdownToHtml('  \n ', 'en')).toBe('');
  });

  it('keeps links to other sites, mail and telephone, opening other sites without this page', () => {
    expect(markdownToHtml('[club](https://example.com/a?b=1&c=2)', 'en')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">club</a></p>',
    );
    expect(markdownToHtml('[write](mailto:info@example.com)', 'en')).toBe(
      '<p><a href="mailto:info@example.com">write</a></p>',
    );
    expect(markdownToHtml('[call](tel:+3212345678)', 'en')).toBe('<p><a href="tel:+3212345678">call</a></p>');
  });

  it("gives the site's public pages the page language's prefix, and leaves other site paths alone", () => {
    expect(markdownToHtml('[ecology](/ecology)', 'nl')).toBe('<p><a href="/nl/ecology">ecology</a></p>');
    expect(markdownToHtml('[ecology](/ecology#birds)', 'fr')).toBe(
      '<p><a href="/fr/ecology#birds">ecology</a></p>',
    );
    expect(markdownToHtml('[home](/)', 'de')).toBe('<p><a href="/de">home</a></p>');
    expect(markdownToHtml('[ecology](/ecology)', 'en')).toBe('<p><a href="/ecology">ecology</a></p>');
    expect(markdownToHtml('[rules](/files/rules.pdf)', 'nl')).toBe(
      '<p><a href="/files/rules.pdf">rules</a></p>',
    );
  });

  it('links bare web and mail addresses (linkify)', () => {
    expect(markdownToHtml('See https://example.com/x or info@golf.be today', 'en')).toBe(
      '<p>See <a href="https://example.com/x" rel="noopener noreferrer">https://example.com/x</a> or <a href="mailto:info@golf.be">info@golf.be</a> today</p>',
    );
    expect(markdownToHtml('<https://example.com>', 'en')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">https://example.com</a></p>',
    );
  });

  it('keeps the text of a link it may not keep', () => {
    expect(markdownToHtml('[click me](//evil.example/x)', 'en')).toBe('<p>click me</p>');
    expect(markdownToHtml('[relative](page.html)', 'en')).toBe('<p>relative</p>');
    expect(markdownToHtml('[ftp](ftp://example.com/file)', 'en')).toBe('<p>ftp</p>');
    expect(markdownToHtml('[x](javascript:alert(1))', 'en')).not.toContain('<a');
  });

  it('shows raw HTML as text, and drops what the allow-list does not name', () => {
    expect(markdownToHtml('<b>bold</b>', 'en')).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>');
    expect(markdownToHtml('~~gone~~ `code` ***', 'en')).toBe('<p>gone code ***</p>');
    expect(markdownToHtml('![a picture](https://example.com/a.png)', 'en')).toBe('<p></p>');
  });

  it('is checked by a test that sees a script, a handler or a bad link', () => {
    expect(() => expectHarmless('<p><script>x</script></p>')).toThrow();
    expect(() => expectHarmless('<p onclick="x">a</p>')).toThrow();
    expect(() => expectHarmless('<a href="javascript:x">a</a>')).toThrow();
    expect(() => expectHarmless("<a href='//evil'>a</a>")).toThrow();
    expect(() => expectHarmless('<p>&lt;script&gt; and javascript:alert(1) as text</p>')).not.toThrow();
  });

  it.each(HOSTILE)('lets nothing executable through: %s', (attack) => {
    for (const language of ['en', 'nl'] as const) expectHarmless(markdownToHtml(attack, language));
  });
});

describe('safeLink', () => {
  it('refuses addresses a browser would read as another site or as code', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      ' /ecology',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      'relative/path',
      '#top',
      '',
    ]) {
      expect(safeLink(href, 'en')).toBeNull();
    }
  });

  it('localizes the public pages only', () => {
    expect(safeLink('/history?x=1', 'nl')).toEqual({ href: '/nl/history?x=1', external: false });
    expect(safeLink('/nl/history', 'nl')).toEqual({ href: '/nl/history', external: false });
    expect(safeLink('https://example.com', 'nl')).toEqual({ href: 'https://example.com', external: true });
  });
});
