import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { uploadImageFile } from '#kit/request/uploadImage';
import { useMemberStore } from './hooks';
import { useMentionSuggest } from './Mention';

interface Props {
  /** Starting HTML (an edited post's content). */
  initial: string;
  onChange(html: string): void;
}

/**
 * The post editor (tiptap): bold, italic, lists, quote, link and images uploaded through uploadImage. Loaded only
 * by the write page (its own chunk), so the rest of the site never downloads it.
 */
export function RichEditor({ initial, onChange }: Props) {
  const store = useMemberStore();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // @mentions: the text of the current paragraph before the caret drives the suggestions; a choice replaces `@…`.
  const mention = useMentionSuggest((nickname, typed) => {
    const { from } = editor.state.selection;
    editor
      .chain()
      .focus()
      .deleteRange({ from: from - typed.length - 1, to: from })
      .insertContent(`@${nickname} `)
      .run();
  });
  const mentionRef = useRef(mention);
  mentionRef.current = mention;
  const caretText = (e: {
    state: {
      selection: { $from: { parent: { textBetween(a: number, b: number, c?: string, d?: string): string }; parentOffset: number } };
    };
  }) => {
    const { $from } = e.state.selection;
    return $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  };
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }), Image],
    content: initial,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': '正文', role: 'textbox', 'aria-multiline': 'true' },
      handleKeyDown: (_view, event) => {
        if (!mentionRef.current.onKey(event.key)) return false;
        event.preventDefault();
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      onChange(e.isEmpty ? '' : e.getHTML());
      mentionRef.current.update(caretText(e));
    },
    onSelectionUpdate: ({ editor: e }) => mentionRef.current.update(caretText(e)),
    onBlur: () => mentionRef.current.close(),
  });
  // The editable element owns the suggestions (tiptap's attributes are fixed at creation, so set here).
  const descendant = mention.inputProps['aria-activedescendant'];
  // tiptap mounts its view after the first render (and a test's page may not have it yet): wait for `create`.
  const [mounted, setMounted] = useState(editor.isInitialized);
  useEffect(() => {
    if (editor.isInitialized) return setMounted(true);
    const created = () => setMounted(true);
    editor.on('create', created);
    return () => {
      editor.off('create', created);
    };
  }, [editor]);
  useEffect(() => {
    if (!mounted) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-autocomplete', 'list');
    const controls = mention.inputProps['aria-controls'];
    if (controls) dom.setAttribute('aria-controls', controls);
    else dom.removeAttribute('aria-controls');
    if (descendant) dom.setAttribute('aria-activedescendant', descendant);
    else dom.removeAttribute('aria-activedescendant');
  }, [mounted, editor, descendant, mention.inputProps['aria-controls']]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const url = await uploadImageFile(store.extra.client, file, 'post');
    setUploading(false);
    if (url) editor.chain().focus().setImage({ src: url, alt: file.name }).run();
  };

  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('链接地址', previous ?? 'https://');
    if (href === null) return;
    if (href === '' || href === 'https://') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  // Buttons that show words are named by them (the name must contain what is seen); B and I are named by aria-label.
  const tools = [
    { label: '加粗', text: <b>B</b>, on: active.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: '斜体', text: <i>I</i>, on: active.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: '无序列表', text: '• 无序列表', on: active.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: '有序列表', text: '1. 有序列表', on: active.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: '引用', text: '引用', on: active.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
    { label: '链接', text: '链接', on: active.link, run: setLink },
  ];
  return (
    <div className="m-editor">
      <div className="m-editor-bar" role="toolbar" aria-label="格式">
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={typeof tool.text === 'string' ? undefined : tool.label}
            aria-pressed={tool.on}
            onClick={tool.run}
          >
            {tool.text}
          </button>
        ))}
        <button type="button" title="插入图片" aria-label="插入图片" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? '上传中…' : '图片'}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          aria-label="选择图片"
          onChange={upload}
        />
      </div>
      <div className="m-mention-box">
        <EditorContent editor={editor} />
        {mention.popup}
      </div>
    </div>
  );
}
