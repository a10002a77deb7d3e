import { Markdown } from '@tiptap/markdown';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import type { Language } from '../../../../../../common/i18n/languages';
import { type AdminTranslate, useAdminT } from '../../i18n';
import { linkAddress } from './linkAddress';

export interface RichTextEditorProps {
  /** Markdown. */
  value: string;
  onChange: (markdown: string) => void;
  language: Language;
  /** The ids of the label, and of the hint and error, read with the text. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * What the toolbar offers, and only that: the page's blocks are its sections, so a text's own headings
 * rank below them (the server makes any heading an h3 or h4); no underline, code or strike-through, which
 * Markdown either lacks or the pages do not show.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, linkOnPaste: true, defaultProtocol: 'https' },
  }),
  Markdown,
];

/** Asks for a link's address; the selected words become the link, or the address itself when none are. */
function editLink(editor: Editor, t: AdminTranslate) {
  const current = editor.getAttributes('link').href as string | undefined;
  const typed = window.prompt(t('admin.pages.editor.linkPrompt'), current ?? '');
  if (typed === null) return;
  if (typed.trim() === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  const href = linkAddress(typed);
  if (!href) {
    window.alert(t('admin.pages.editor.linkRefused', { address: typed.trim() }));
    return;
  }
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  children: ReactNode;
}

function ToolButton({ label, pressed, disabled = false, onPress, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="page-editor-tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the text's selection (and a phone's keyboard) where it is while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const ICONS = {
  link: icon(
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  ),
  bullets: icon('M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01'),
  numbers: icon('M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6'),
  undo: icon('M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3'),
  redo: icon('M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3'),
};

/** Arrow keys move along the toolbar's buttons (the ARIA toolbar pattern). */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useAdminT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div
      className="page-editor-toolbar"
      role="toolbar"
      aria-label={t('admin.pages.editor.toolbar')}
      onKeyDown={moveAlongToolbar}
    >
      <ToolButton
        label={t('admin.pages.editor.heading')}
        pressed={state.heading}
        onPress={() => run().toggleHeading({ level: 3 }).run()}
      >
        <span aria-hidden="true">H</span>
      </ToolButton>
      <ToolButton
        label={t('admin.pages.editor.bold')}
        pressed={state.bold}
        onPress={() => run().toggleBold().run()}
      >
        <strong aria-hidden="true">B</strong>
      </ToolButton>
      <ToolButton
        label={t('admin.pages.editor.italic')}
        pressed={state.italic}
        onPress={() => run().toggleItalic().run()}
      >
        <em aria-hidden="true">I</em>
      </ToolButton>
      <ToolButton
        label={t('admin.pages.editor.link')}
        pressed={state.link}
        onPress={() => editLink(editor, t)}
      >
        {ICONS.link}
      </ToolButton>
      <ToolButton
        label={t('admin.pages.editor.bullets')}
        pressed={state.bullets}
        onPress={() => run().toggleBulletList().run()}
      >
        {ICONS.bullets}
      </ToolButton>
      <ToolButton
        label={t('admin.pages.editor.numbers')}
        pressed={state.numbers}
        onPress={() => run().toggleOrderedList().run()}
      >
        {ICONS.numbers}
      </ToolButton>
      <ToolButton
        label={t('admin.pages.editor.undo')}
        disabled={!state.canUndo}
        onPress={() => run().undo().run()}
      >
        {ICONS.undo}
      </ToolButton>
      <ToolButton
        label={t('admin.pages.editor.redo')}
        disabled={!state.canRedo}
        onPress={() => run().redo().run()}
      >
        {ICONS.redo}
      </ToolButton>
    </div>
  );
}

/**
 * A text as staff see it on the page, with a toolbar for headings, bold, italics, links and lists; what is
 * stored is Markdown (@tiptap/markdown), which nobody has to know. Loaded with the page editor only: the
 * rest of the admin, and the public pages, never carry it.
 */
export default function RichTextEditor({
  value,
  onChange,
  language,
  labelledBy,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  // The Markdown this editor last reported or was given: another value comes from outside (a reload).
  const known = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;
  // Given on every render: useEditor passes changed options (these attributes) on to the editor it keeps.
  const editor = useEditor({
    extensions,
    content: value,
    contentType: 'markdown',
    editorProps: {
      attributes: {
        class: 'page-editor-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
        lang: language,
        spellcheck: 'true',
      },
    },
    onUpdate: ({ editor: changed }) => {
      // The empty paragraph the editor keeps after a list, for typing on below it, is not text.
      const markdown = changed.isEmpty ? '' : changed.getMarkdown().trimEnd();
      known.current = markdown;
      report.current(markdown);
    },
  });

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`page-editor-rich${invalid ? ' page-editor-rich--invalid' : ''}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
