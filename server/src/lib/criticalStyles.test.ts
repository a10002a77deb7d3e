import { describe, expect, it, vi } from 'vitest';
import { withCriticalStyles } from './criticalStyles';

const log = { warn: vi.fn() };

const FONT_FACES = '@font-face{font-family:Sea;src:url(/assets/sea.woff2)format("woff2")}';

/** A page as the build writes it: font faces, then each stylesheet inline with its disabled link. */
const page = (body: string, ...sheets: string[]) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8">',
    `<script>window.x = "<style>.never{}</style>";</script>`,
    `<style id="font-faces">${FONT_FACES}</style>`,
    ...sheets.map(
      (css, i) => `<style>${css}</style><link rel="stylesheet" href="/assets/s${i}.css" disabled>`,
    ),
    '<noscript><link rel="stylesheet" href="/assets/s0.css"></noscript>',
    `</head><body><div id="root">${body}</div>`,
    '<script type="application/json" id="query-data">[{"text":"\\u003cstyle>.x{}"}]</script>',
    '</body></html>',
  ].join('');

/** The page's stylesheets (not the `<style>` in its script's text). */
const stylesOf = (html: string) =>
  [...html.replace(/<script\b[\s\S]*?<\/script>/g, '').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (m) => m[1],
  );

describe('withCriticalStyles', () => {
  it('keeps the rules the page uses, and drops the others', async () => {
    const html = page(
      '<header class="site-header"><a class="menu-link" href="/">Home</a></header>',
      '.site-header{color:red}.site-footer{color:blue}.menu-link:hover{color:green}a,.other{margin:0}',
    );
    const [, shell] = stylesOf(await withCriticalStyles(html, log));
    expect(shell).toContain('.site-header{color:red}');
    expect(shell).toContain('.menu-link:hover{color:green}');
    expect(shell).toContain('a{margin:0}');
    expect(shell).not.toContain('site-footer');
    expect(shell).not.toContain('.other');
  });

  it('changes nothing but the styles: scripts, links and the body stay byte for byte', async () => {
    const html = page('<p class="lead">Dunes &amp; sea</p>', '.lead{color:red}.gone{color:blue}');
    const out = await withCriticalStyles(html, log);
    const withoutStyles = (text: string) => text.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '<style/>');
    expect(withoutStyles(out)).toBe(withoutStyles(html));
    // A <style> in a script's text is not a stylesheet.
    expect(out).toContain('window.x = "<style>.never{}</style>";');
  });

  it('keeps the font faces whole, though the page names its families through custom properties', async () => {
    const html = page('<p>Text</p>', ':root{--font-text:Sea,serif}p{font-family:var(--font-text)}');
    const [fonts] = stylesOf(await withCriticalStyles(html, log));
    expect(fonts).toBe(FONT_FACES);
  });

  it("keeps the rules on the root element's state, which scripts set before the first paint", async () => {
    const html = page(
      '<main><a href="/">Home</a></main><div class="consent-banner" data-before-start hidden>Cookies?</div>',
      'html[data-consent-ask] .consent-banner[data-before-start]{display:block}.consent-banner{padding:1rem}' +
        'html:has(.consent-banner) main :is(a[href],button){scroll-margin-bottom:14rem}',
    );
    const [, shell] = stylesOf(await withCriticalStyles(html, log));
    expect(shell).toContain('html[data-consent-ask] .consent-banner[data-before-start]{display:block}');
    expect(shell).toContain('html:has(.consent-banner) main :is(a[href],button){scroll-margin-bottom:14rem}');
  });

  it('keeps the rules on the id or class attribute itself, which beasties would take for an empty id', async () => {
    const html = page(
      '<h2 id="prices">Prices</h2>',
      '[id]{scroll-margin-top:5rem}[class^=x]{color:red}.gone{color:blue}',
    );
    const [, shell] = stylesOf(await withCriticalStyles(html, log));
    expect(shell).toBe('[id]{scroll-margin-top:5rem}[class^=x]{color:red}');
  });

  it('leaves out a stylesheet none of whose rules the page uses, and keeps the others in their order', async () => {
    const html = page(
      '<h1 class="title">Hole 1</h1>',
      '.title{color:red}',
      '.price-table{border:0}',
      'h1{margin:0}',
    );
    const out = await withCriticalStyles(html, log);
    expect(stylesOf(out)).toEqual([FONT_FACES, '.title{color:red}', 'h1{margin:0}']);
    // Each disabled link is still where its stylesheet was.
    expect(out).toMatch(
      /<style>\.title\{color:red\}<\/style><link[^>]*s0\.css" disabled><link[^>]*s1\.css" disabled><style>h1/,
    );
  });

  it('keeps the rules that match a text staff wrote later: the page is pruned as rendered', async () => {
    const before = page('<p>Plain</p>', 'p{margin:0}blockquote{border-left:1px solid}');
    const after = page('<blockquote>A quote</blockquote>', 'p{margin:0}blockquote{border-left:1px solid}');
    expect(stylesOf(await withCriticalStyles(before, log))[1]).not.toContain('blockquote');
    expect(stylesOf(await withCriticalStyles(after, log))[1]).toContain('blockquote{border-left:1px solid}');
  });

  it('returns a page without styles as it is', async () => {
    const html = '<!doctype html><html><head></head><body><p>Hi</p></body></html>';
    expect(await withCriticalStyles(html, log)).toBe(html);
  });
});
