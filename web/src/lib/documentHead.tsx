import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useElementId } from './elementId';

/** One element of the document head that a screen sets. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string; hrefLang?: string };

/**
 * The head tags a server render asked for, by the component that asked (so a component rendered twice
 * counts once), in the order they first rendered.
 */
export class HeadCollector {
  private readonly byComponent = new Map<string, readonly HeadTag[]>();

  set(component: string, tags: readonly HeadTag[]) {
    this.byComponent.set(component, tags);
  }

  /** The collected tags as HTML, one element a line, for the prerendered page's <head>. */
  html(indent = '\n    '): string {
    return [...this.byComponent.values()].flat().map(tagHtml).join(indent);
  }
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Around a server render: the head tags rendered inside go to `collector`, not to a document. */
export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

/**
 * Puts `tags` into the document head while the calling component is shown. Each replaces what the head
 * already holds under the same name (the prerendered page's tags, or the shell's title and description),
 * so hydrating or moving between screens never leaves two canonicals or two descriptions; leaving the
 * screen removes them. In a server render they go to the HeadCollector instead, for the prerendered
 * HTML. (React 19 would hoist <title>, <meta> and <link> rendered anywhere into the head; the shipped
 * runtime, Preact, does not: docs/decisions/0007-preact-runtime.md.)
 */
export function useDocumentHead(tags: readonly HeadTag[]) {
  const collector = useContext(HeadCollectorContext);
  const component = useElementId();
  collector?.set(component, tags);
  // The tags are built afresh each render: compare them by value.
  const key = JSON.stringify(tags);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is tags, by value.
  useEffect(() => applyHead(document, tags), [key]);
}

/** Which tag of the head a tag takes the place of: same element and same name. */
function identityOfTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return 'title';
    case 'meta':
      return 'name' in tag ? `meta name=${tag.name}` : `meta property=${tag.property}`;
    case 'link':
      return `link rel=${tag.rel} hreflang=${tag.hrefLang ?? ''}`;
  }
}

function identityOfElement(element: Element): string | null {
  switch (element.localName) {
    case 'title':
      return 'title';
    case 'meta': {
      const name = element.getAttribute('name');
      if (name !== null) return `meta name=${name}`;
      const property = element.getAttribute('property');
      return property === null ? null : `meta property=${property}`;
    }
    case 'link':
      return `link rel=${element.getAttribute('rel') ?? ''} hreflang=${element.getAttribute('hreflang') ?? ''}`;
    default:
      return null;
  }
}

function attributesOf(tag: HeadTag): [string, string][] {
  switch (tag.tag) {
    case 'title':
      return [];
    case 'meta':
      return 'name' in tag
        ? [
            ['name', tag.name],
            ['content', tag.content],
          ]
        : [
            ['property', tag.property],
            ['content', tag.content],
          ];
    case 'link':
      return [
        ['rel', tag.rel],
        ...(tag.hrefLang === undefined ? [] : [['hreflang', tag.hrefLang] as [string, string]]),
        ['href', tag.href],
      ];
  }
}

/** Whether `element` already is `tag`: the same attributes (and title text), nothing more. */
function isTag(element: Element, tag: HeadTag): boolean {
  const attributes = attributesOf(tag);
  return (
    element.attributes.length === attributes.length &&
    attributes.every(([name, value]) => element.getAttribute(name) === value) &&
    (tag.tag !== 'title' || element.textContent === tag.text)
  );
}

/**
 * Replaces the head's tags of the same names by `tags`; returns what takes them out again. A tag the head
 * already holds as it is (the prerendered page's, when it hydrates) is kept rather than drawn again.
 */
export function applyHead(doc: Document, tags: readonly HeadTag[]): () => void {
  const wanted = new Map(tags.map((tag) => [identityOfTag(tag), tag]));
  const kept = new Map<string, Element>();
  for (const element of doc.head.querySelectorAll('title, meta, link')) {
    const identity = identityOfElement(element);
    const tag = identity === null ? undefined : wanted.get(identity);
    if (identity === null || tag === undefined) continue;
    if (!kept.has(identity) && isTag(element, tag)) kept.set(identity, element);
    else element.remove();
  }
  const added = tags.map((tag) => {
    const existing = kept.get(identityOfTag(tag));
    if (existing) return existing;
    const element = doc.createElement(tag.tag);
    for (const [name, value] of attributesOf(tag)) element.setAttribute(name, value);
    if (tag.tag === 'title') element.textContent = tag.text;
    doc.head.append(element);
    return element;
  });
  return () => {
    for (const element of added) element.remove();
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tagHtml(tag: HeadTag): string {
  if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
  const attributes = attributesOf(tag)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag.tag}${attributes} />`;
}
